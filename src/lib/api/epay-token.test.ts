// @vitest-environment node
import { getExpressAccount } from '@generated/express-pay/hooks/express-account/express-account';
import { getUserById } from '@generated/users/hooks/users/users';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureTestApi } from '@/testing/test-api';
import { clearEpayToken, getEpayToken, setEpayToken } from './epay-token';

let authorization: Record<string, string | null> = {};
const server = setupServer(
  http.get('https://epay.test/account', ({ request }) => {
    authorization.expressPay = request.headers.get('authorization');
    return HttpResponse.json({ balance: 45000 });
  }),
  http.get('https://users.test/Users/1001', ({ request }) => {
    authorization.users = request.headers.get('authorization');
    return HttpResponse.json({ userId: 1001 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  clearEpayToken();
  authorization = {};
});
afterAll(() => server.close());
beforeEach(() => {
  configureTestApi({ getEpayToken });
});

describe('the epay token holder', () => {
  it('holds one token in memory until cleared', () => {
    expect(getEpayToken()).toBeNull();
    setEpayToken('epay.jwt.token');
    expect(getEpayToken()).toBe('epay.jwt.token');
    clearEpayToken();
    expect(getEpayToken()).toBeNull();
  });

  it('treats an empty token as none', () => {
    setEpayToken('');
    expect(getEpayToken()).toBeNull();
  });

  it('reaches express pay only; the other services keep the user token', async () => {
    setEpayToken('epay.jwt.token');
    await getExpressAccount();
    await getUserById(1001);
    expect(authorization).toEqual({
      expressPay: 'Bearer epay.jwt.token',
      users: 'Bearer user-token',
    });
  });

  it('sends nothing to express pay before a link was opened (never the user token)', async () => {
    await expect(getExpressAccount()).rejects.toMatchObject({ name: 'AbortError' });
    expect(authorization).toEqual({});
  });
});
