import type {
  ListAccountsParams,
  ListAutoDraftEnrollmentsParams,
  ListFuturePaymentsParams,
  ListRecurringPaymentsParams,
} from '@generated/connect-payments/model';
import type { AuthenticateRequest } from '@generated/users/model';

// The generated calls arrive with the first call, not with the first page: the login page and a
// visitor who is not signed in never need them, and they cost about 3 KiB gzip up front.
const calls = () => import('./session-calls');

// The session's service calls, kept behind one module so the model stays testable with fakes
// (`fork({ handlers })` replaces the effects that call these). Which filters to send is a session
// rule, so the model passes them in; this layer only adapts the responses.
export const sessionApi = {
  authenticate: async (request: AuthenticateRequest) => (await calls()).authenticateUser(request),
  fetchUser: async (userId: number) => (await calls()).getUserById(userId),
  fetchPortalToken: async () => (await (await calls()).getPortalToken()).token,
  fetchSettings: async () => (await calls()).getHomeSettings(),
  fetchSecurity: async () => (await calls()).getSecurity(),
  fetchAccounts: async (query: ListAccountsParams) => (await calls()).listAccounts(query),
  fetchAutoDraftEnrollments: async (query: ListAutoDraftEnrollmentsParams) =>
    (await calls()).listAutoDraftEnrollments(query),
  fetchPaymentMethods: async () => (await (await calls()).listPaymentMethods()).paymentMethods,
  fetchRecurringPayments: async (query: ListRecurringPaymentsParams) =>
    (await calls()).listRecurringPayments(query),
  fetchFuturePayments: async (query: ListFuturePaymentsParams) =>
    (await calls()).listFuturePayments(query),
};

export type SessionApi = typeof sessionApi;

// The generated enum the theme list is built from (a value, so the list never drifts).
export { DesignTemplate } from '@generated/users/model/designTemplate';
export type {
  Address,
  AutoDraftType,
  PortalPage,
  Property,
  SettingsAssociation,
  User,
  UserSecurity,
  UserSettings,
} from '@generated/users/model';
export type {
  AutoDraftEnrollment,
  FuturePayment,
  ListAccountsParams,
  ListAutoDraftEnrollmentsParams,
  ListFuturePaymentsParams,
  ListRecurringPaymentsParams,
  PaymentMethod,
  RecurringPayment,
  SubLedger,
} from '@generated/connect-payments/model';
