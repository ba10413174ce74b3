import { configureApi } from '@/lib/api/api-runtime';

/** Where the HTTP-level tests' services live (MSW answers them), one host per service. */
export const TEST_BASE_URLS = {
  users: 'https://users.test',
  associations: 'https://associations.test',
  actionItems: 'https://action-items.test',
  connectPayments: 'https://payments.test',
  expressPay: 'https://epay.test',
};

/** The API runtime as these tests need it: the test hosts, a user token, no epay token. */
export function configureTestApi(
  tokens: { getUserToken?: () => string | null; getEpayToken?: () => string | null } = {},
): void {
  configureApi({
    baseUrls: TEST_BASE_URLS,
    getUserToken: tokens.getUserToken ?? (() => 'user-token'),
    getEpayToken: tokens.getEpayToken ?? (() => null),
  });
}
