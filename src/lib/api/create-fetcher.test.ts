// @vitest-environment node
// HTTP-level tests: Node's own fetch, FormData and File, intercepted by MSW.
import { uploadDocument } from '@generated/associations/hooks/documents/documents';
import { listAccounts } from '@generated/connect-payments/hooks/accounts/accounts';
import { exportLedger } from '@generated/connect-payments/hooks/ledger/ledger';
import { getExpressAccount } from '@generated/express-pay/hooks/express-account/express-account';
import { authenticateUser } from '@generated/users/hooks/auth/auth';
import { getHomeSettings } from '@generated/users/hooks/settings/settings';
import { getCommunityFaq } from '@generated/users/hooks/community/community';
import { listMessages } from '@generated/users/hooks/messages/messages';
import { getUserById } from '@generated/users/hooks/users/users';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, UNEXPECTED_ERROR_TEXT } from './api-error';
import { capabilities, setCapabilities } from './capabilities';
import { configureApi, onUnauthorized } from './api-runtime';
import { acceptsFile, REQUEST_TIMEOUT_MESSAGE, REQUEST_TIMEOUT_MS } from './create-fetcher';
import { JSON_READ_ACCEPT, resetEarlyReadsForTests, sendEarlyRead } from './early-reads';

const seen: Request[] = [];
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  seen.length = 0;
  configureApi({
    baseUrls: {
      users: 'https://users.test/api',
      associations: 'https://associations.test',
      actionItems: 'https://action-items.test',
      connectPayments: 'https://payments.test/v1/',
      expressPay: 'https://epay.test',
    },
    getUserToken: () => 'user-token',
    getEpayToken: () => 'epay-token',
  });
});

/** No user session and no checkout link: no token of either kind. */
function signedOut() {
  configureApi({
    baseUrls: {
      users: 'https://users.test/api',
      associations: '',
      actionItems: '',
      connectPayments: 'https://payments.test/v1/',
      expressPay: 'https://epay.test',
    },
    getUserToken: () => null,
    getEpayToken: () => null,
  });
}

function record(_service: string, body: unknown = {}, init?: ResponseInit) {
  return ({ request }: { request: Request }) => {
    seen.push(request.clone());
    return HttpResponse.json(body as Record<string, unknown>, init);
  };
}

describe('service fetchers', () => {
  it('send the user token to the users service at its base URL', async () => {
    server.use(http.get('https://users.test/api/Users/1001', record('users', { userId: 1001 })));
    await expect(getUserById(1001)).resolves.toEqual({ userId: 1001 });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer user-token');
  });

  it('send the epay token, and only the epay token, to express pay', async () => {
    server.use(http.get('https://epay.test/account', record('epay', { balance: 45000 })));
    await getExpressAccount();
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer epay-token');
  });

  it('send array query parameters as repeated keys without indexes', async () => {
    server.use(http.get('https://payments.test/v1/Account', record('payments', [])));
    await listAccounts({ portalEnabled: true, accountNumber: ['MG-1001', 'LT-2001'] });
    const url = new URL(seen[0]!.url);
    expect(url.searchParams.getAll('accountNumber')).toEqual(['MG-1001', 'LT-2001']);
    expect(url.search).not.toMatch(/%5B|\[/);
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer user-token');
  });

  it('pass FormData bodies through, letting the browser set the multipart boundary', async () => {
    server.use(
      http.post(
        'https://associations.test/associations/101/Documents',
        record('docs', { id: 1 }, { status: 201 }),
      ),
    );
    const file = new File(['minutes'], 'minutes.pdf', { type: 'application/pdf' });
    await uploadDocument(101, { file, parentId: 1203 });
    expect(seen[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await seen[0]!.formData();
    expect(form.get('parentId')).toBe('1203');
    expect((form.get('file') as File).name).toBe('minutes.pdf');
  });

  it('send no Authorization header when there is no token', async () => {
    signedOut();
    server.use(http.post('https://users.test/api/Users/Authenticate', record('users')));
    await authenticateUser({ email: 'a@example.com', password: 'secret1' });
    expect(seen[0]?.headers.has('authorization')).toBe(false);
  });

  it('never send a call that needs a token without one: it fails as a cancellation', async () => {
    signedOut();
    server.use(
      http.get('https://users.test/api/Users/1', record('users')),
      http.get('https://payments.test/v1/Account', record('payments', [])),
      http.get('https://epay.test/account', record('epay')),
    );
    for (const call of [
      () => getUserById(1),
      () => listAccounts({ portalEnabled: true }),
      () => getExpressAccount(),
    ]) {
      await expect(call()).rejects.toMatchObject({ name: 'AbortError' });
    }
    expect(seen).toEqual([]);
  });

  it('never send a call of a capability this deployment does not offer', async () => {
    server.use(
      http.get('https://users.test/api/Community/Faq', record('users', {})),
      http.get('https://users.test/api/Messages', record('users', [])),
    );
    setCapabilities(['help']);
    try {
      await expect(getCommunityFaq({ associationId: 101 })).rejects.toMatchObject({
        name: 'AbortError',
      });
      expect(seen).toEqual([]);
      await listMessages();
      expect(seen.map((r) => new URL(r.url).pathname)).toEqual(['/api/Messages']);
    } finally {
      setCapabilities(capabilities);
    }
  });
});

describe('errors', () => {
  it('turn a problem-details body into an ApiError with status, code and id', async () => {
    server.use(
      http.get('https://users.test/api/Users/1001', () =>
        HttpResponse.json(
          {
            title: 'Bad Request',
            status: 400,
            detail: 'Primary email missing',
            errorCode: 'PA037',
            errorId: 'e-1',
          },
          { status: 400, headers: { 'content-type': 'application/problem+json' } },
        ),
      ),
    );
    const error = await getUserById(1001).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.message).toBe('Primary email missing');
    expect(apiError.errorCode).toBe('PA037');
    expect(apiError.errorId).toBe('e-1');
    expect(apiError.service).toBe('users');
  });

  it('fall back from detail to message, title, then the generic text', async () => {
    server.use(
      http.get('https://users.test/api/Users/1', () =>
        HttpResponse.json({ message: 'From message' }, { status: 422 }),
      ),
      http.get('https://users.test/api/Users/2', () =>
        HttpResponse.json({ title: 'From title' }, { status: 409 }),
      ),
      http.get(
        'https://users.test/api/Users/3',
        () => new HttpResponse('<html>oops</html>', { status: 502 }),
      ),
    );
    await expect(getUserById(1)).rejects.toThrow('From message');
    await expect(getUserById(2)).rejects.toThrow('From title');
    const html = (await getUserById(3).catch((e: unknown) => e)) as ApiError;
    expect(html.status).toBe(502);
    expect(html.problem).toBeNull();
    expect([UNEXPECTED_ERROR_TEXT, 'Bad Gateway']).toContain(html.message);
  });

  it('report a network failure as status 0', async () => {
    server.use(http.get('https://users.test/api/Users/1', () => HttpResponse.error()));
    const error = (await getUserById(1).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.isNetworkError).toBe(true);
  });

  it('let an abort stay an abort, so cancelled requests are ignored', async () => {
    server.use(
      http.get('https://users.test/api/Users/1', async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = getUserById(1, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('a service that never answers', () => {
  afterEach(() => vi.useRealTimers());

  it('fails a read after the time limit as a network failure, so it is retried and shown', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let markSent: () => void = () => undefined;
    const sent = new Promise<void>((resolve) => (markSent = resolve));
    server.use(
      http.get('https://users.test/api/Users/1', () => {
        markSent();
        return new Promise<never>(() => {});
      }),
    );
    const pending = getUserById(1).catch((e: unknown) => e);
    // The limit counts from the moment the read is sent.
    await sent;
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await pending) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.message).toBe(REQUEST_TIMEOUT_MESSAGE);
  });

  it('lets a caller cancel a read before the limit: an abort, not an ApiError', async () => {
    server.use(http.get('https://users.test/api/Users/1', () => new Promise<never>(() => {})));
    const controller = new AbortController();
    const pending = getUserById(1, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('never times out a write: a slow payment or upload may still go through', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let answer: (response: Response) => void = () => undefined;
    server.use(
      http.post(
        'https://users.test/api/Users/Authenticate',
        () => new Promise<Response>((resolve) => (answer = resolve)),
      ),
    );
    const pending = authenticateUser({ email: 'a@b.co', password: 'secret1' });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS * 2);
    answer(HttpResponse.json({ token: 't' }));
    await expect(pending).resolves.toEqual({ token: 't' });
  });
});

describe('a 401', () => {
  it('ends the session through the registered handler, once per failing call', async () => {
    const ended = vi.fn();
    onUnauthorized(ended);
    server.use(
      http.get('https://users.test/api/Users/1', () =>
        HttpResponse.json({ status: 401 }, { status: 401 }),
      ),
    );
    await expect(getUserById(1)).rejects.toBeInstanceOf(ApiError);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['users', 'https://users.test/api/Users/Authenticate', 'post'],
    ['users', 'https://users.test/api/HomeSettings', 'get'],
    ['connect payments', 'https://payments.test/v1/Account', 'get'],
  ] as const)('does not end the session when %s %s answers it', async (_service, url, method) => {
    const ended = vi.fn();
    onUnauthorized(ended);
    server.use(http[method](url, () => HttpResponse.json({ status: 401 }, { status: 401 })));
    const call = url.endsWith('/Authenticate')
      ? authenticateUser({ email: 'a@b.co', password: 'secret1' })
      : url.endsWith('/HomeSettings')
        ? getHomeSettings()
        : listAccounts({ portalEnabled: true });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    expect(ended).not.toHaveBeenCalled();
  });
});

describe('a file endpoint', () => {
  it('hands back the answer as a Blob, byte for byte, even for text/csv', async () => {
    // A Latin-1 "é" and a byte-order mark: decoding as text would change both.
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, 0x63, 0x61, 0x66, 0xe9, 0x0a]);
    server.use(
      http.get('https://payments.test/v1/Ledger/Export', () =>
        HttpResponse.arrayBuffer(bytes.buffer, { headers: { 'Content-Type': 'text/csv' } }),
      ),
    );
    const body: unknown = await exportLedger(
      {
        subLedgerId: 3001,
        statementType: 'transactionHistory',
        duration: 'last30Days',
        format: 'csv',
      },
      { headers: { Accept: 'text/csv, application/problem+json' } },
    );
    expect(body).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (body as Blob).arrayBuffer())).toEqual(bytes);
  });

  it('tells a file request from a JSON one by its Accept header', () => {
    const accept = (value: string) => acceptsFile(new Headers({ Accept: value }));
    expect(accept('text/csv, application/problem+json')).toBe(true);
    expect(accept('application/pdf;q=1')).toBe(true);
    expect(accept('application/json')).toBe(false);
    expect(accept('*/*')).toBe(false);
    // "Any other file" after the named types is still a file request.
    expect(accept('application/pdf, */*;q=0.1, application/problem+json')).toBe(true);
    expect(accept('application/json, */*')).toBe(false);
    expect(acceptsFile(new Headers())).toBe(false);
  });
});

describe('a read the boot script sent before the app arrived', () => {
  afterEach(() => resetEarlyReadsForTests());

  it('is taken over by the first ask for the same address and token: sent once', async () => {
    server.use(http.get('https://users.test/api/Users/1001', record('users', { userId: 1001 })));
    void sendEarlyRead('https://users.test/api/Users/1001', 'user-token');
    await expect(getUserById(1001)).resolves.toEqual({ userId: 1001 });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer user-token');
    // Handed over once: the next ask is the app's own.
    await getUserById(1001);
    expect(seen).toHaveLength(2);
  });

  it('is not taken with another token, or by a read asking for other headers', async () => {
    server.use(
      http.get('https://users.test/api/Users/1001', record('users')),
      http.get('https://payments.test/v1/Ledger/Export', record('connect-payments')),
    );
    void sendEarlyRead('https://users.test/api/Users/1001', 'someone-elses-token');
    await getUserById(1001);
    expect(seen.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer someone-elses-token',
      'Bearer user-token',
    ]);
    seen.length = 0;
    const exportUrl =
      'https://payments.test/v1/Ledger/Export?subLedgerId=3001&statementType=transactionHistory&duration=last30Days&format=csv';
    void sendEarlyRead(exportUrl, 'user-token');
    await exportLedger(
      {
        subLedgerId: 3001,
        statementType: 'transactionHistory',
        duration: 'last30Days',
        format: 'csv',
      },
      { headers: { Accept: 'text/csv, application/problem+json' } },
    );
    expect(seen.map((request) => request.headers.get('Accept'))).toEqual([
      JSON_READ_ACCEPT,
      'text/csv, application/problem+json',
    ]);
  });

  it('fails as the app’s own read would: its 401 ends the session, once', async () => {
    server.use(
      http.get('https://users.test/api/Users/1001', () =>
        HttpResponse.json({ status: 401 }, { status: 401 }),
      ),
    );
    const ended = vi.fn();
    onUnauthorized(ended);
    void sendEarlyRead('https://users.test/api/Users/1001', 'user-token');
    await expect(getUserById(1001)).rejects.toMatchObject({ status: 401 });
    expect(ended).toHaveBeenCalledTimes(1);
  });
});
