import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { configureApi, onUnauthorized } from './api-runtime';
import { uploadWithProgress, type UploadProgress } from './upload-with-progress';

type Listener = (event: { loaded: number; total: number; lengthComputable: boolean }) => void;

/** Just enough of XMLHttpRequest to drive an upload by hand. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders: Record<string, string> = {};
  aborted = false;
  private listeners = new Map<string, (() => void)[]>();
  private uploadListeners: Listener[] = [];
  upload = {
    addEventListener: (_type: 'progress', listener: Listener) => {
      this.uploadListeners.push(listener);
    },
  };

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.fire('abort');
  }
  progress(loaded: number, total: number | null) {
    this.uploadListeners.forEach((listener) => {
      listener({ loaded, total: total ?? 0, lengthComputable: total !== null });
    });
  }
  respond(status: number, body: unknown, contentType = 'application/json') {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders = { 'content-type': contentType };
    this.fire('load');
  }
  fail() {
    this.fire('error');
  }
  private fire(type: string) {
    this.listeners.get(type)?.forEach((listener) => {
      listener();
    });
  }
}

const current = () => {
  if (!FakeXhr.last) throw new Error('no request was made');
  return FakeXhr.last;
};

function form(): FormData {
  const data = new FormData();
  data.append('file', new File(['%PDF-1.7'], 'minutes.pdf', { type: 'application/pdf' }));
  data.append('parentId', '1204');
  return data;
}

/** No user session and no checkout link: no token of either kind. */
function signedOut() {
  configureApi({
    baseUrls: {
      users: '/mock/users',
      associations: '/mock/associations',
      actionItems: '',
      connectPayments: '',
      expressPay: '',
    },
    getUserToken: () => null,
    getEpayToken: () => null,
  });
}

describe('uploadWithProgress', () => {
  const unauthorized = vi.fn();

  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    configureApi({
      baseUrls: {
        users: 'https://users.test',
        associations: 'https://associations.test/api/',
        actionItems: 'https://action-items.test',
        connectPayments: 'https://payments.test',
        expressPay: 'https://epay.test',
      },
      getUserToken: () => 'user-token',
      getEpayToken: () => 'epay-token',
    });
    unauthorized.mockReset();
    onUnauthorized(unauthorized);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts the form to the service base URL with the user token and reports progress', async () => {
    const seen: UploadProgress[] = [];
    const done = uploadWithProgress<{ id: number }>(
      'associations',
      'associations:/associations/101/Documents',
      form(),
      { onProgress: (progress) => seen.push(progress) },
    );
    const xhr = current();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('https://associations.test/api/associations/101/Documents');
    expect(xhr.headers.authorization).toBe('Bearer user-token');
    // The browser writes the multipart boundary: no content type is set by hand.
    expect(xhr.headers['content-type']).toBeUndefined();
    expect((xhr.body as FormData).get('parentId')).toBe('1204');
    xhr.progress(512, 1024);
    xhr.progress(1024, 1024);
    xhr.respond(201, { id: 1306 });
    await expect(done).resolves.toEqual({ id: 1306 });
    expect(seen).toEqual([
      { loaded: 512, total: 1024 },
      { loaded: 1024, total: 1024 },
    ]);
  });

  it('reports an unknown total as null', () => {
    const seen: UploadProgress[] = [];
    void uploadWithProgress('associations', 'associations:/x', form(), {
      onProgress: (progress) => seen.push(progress),
    }).catch(() => undefined);
    current().progress(10, null);
    expect(seen).toEqual([{ loaded: 10, total: null }]);
  });

  it('rejects a problem-details answer with the same ApiError as the fetchers', async () => {
    const done = uploadWithProgress(
      'associations',
      'associations:/associations/101/Documents',
      form(),
    );
    current().respond(
      500,
      {
        title: 'Internal Server Error',
        detail: 'Failed to upload files. Please try again.',
        errorCode: 'DC500',
      },
      'application/problem+json',
    );
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 500,
      service: 'associations',
      path: '/associations/101/Documents',
      message: 'Failed to upload files. Please try again.',
      errorCode: 'DC500',
    });
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('ends the session on a 401', async () => {
    const done = uploadWithProgress(
      'associations',
      'associations:/associations/101/Documents',
      form(),
    );
    current().respond(401, { title: 'Unauthorized' }, 'application/problem+json');
    await expect(done).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('rejects a network failure as status 0', async () => {
    const done = uploadWithProgress('associations', 'associations:/x', form());
    current().fail();
    await expect(done).rejects.toMatchObject({ status: 0, isNetworkError: true });
  });

  it('aborts with an AbortError when the signal fires, and never starts when already aborted', async () => {
    const controller = new AbortController();
    const done = uploadWithProgress('associations', 'associations:/x', form(), {
      signal: controller.signal,
    });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(current().aborted).toBe(true);

    FakeXhr.last = null;
    await expect(
      uploadWithProgress('associations', 'associations:/x', form(), { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last).toBeNull();
  });

  it('sends no Authorization header without a token', () => {
    signedOut();
    void uploadWithProgress('users', 'users:/Homeowner/Registration', form()).catch(
      () => undefined,
    );
    expect(current().url).toBe('/mock/users/Homeowner/Registration');
    expect(current().headers.authorization).toBeUndefined();
  });

  it('never sends an upload that needs a token without one', async () => {
    signedOut();
    await expect(
      uploadWithProgress('associations', 'associations:/x', form()),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last).toBeNull();
  });
});
