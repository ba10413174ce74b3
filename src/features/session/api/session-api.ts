import { listAccounts } from '@generated/connect-payments/hooks/accounts/accounts';
import { listAutoDraftEnrollments } from '@generated/connect-payments/hooks/auto-draft/auto-draft';
import { listFuturePayments } from '@generated/connect-payments/hooks/future-payments/future-payments';
import { listPaymentMethods } from '@generated/connect-payments/hooks/payment-methods/payment-methods';
import { listRecurringPayments } from '@generated/connect-payments/hooks/recurring-payments/recurring-payments';
import type {
  ListAccountsParams,
  ListAutoDraftEnrollmentsParams,
  ListFuturePaymentsParams,
  ListRecurringPaymentsParams,
} from '@generated/connect-payments/model';
import { authenticateUser, getPortalToken } from '@generated/users/hooks/auth/auth';
import { getHomeSettings } from '@generated/users/hooks/settings/settings';
import { getSecurity, getUserById } from '@generated/users/hooks/users/users';
import type { AuthenticateRequest } from '@generated/users/model';

// The session's service calls, kept behind one module so the model stays testable with fakes
// (`fork({ handlers })` replaces the effects that call these). Which filters to send is a session
// rule, so the model passes them in; this layer only adapts the responses.
export const sessionApi = {
  authenticate: (request: AuthenticateRequest) => authenticateUser(request),
  fetchUser: (userId: number) => getUserById(userId),
  fetchPortalToken: async () => (await getPortalToken()).token,
  fetchSettings: () => getHomeSettings(),
  fetchSecurity: () => getSecurity(),
  fetchAccounts: (query: ListAccountsParams) => listAccounts(query),
  fetchAutoDraftEnrollments: (query: ListAutoDraftEnrollmentsParams) =>
    listAutoDraftEnrollments(query),
  fetchPaymentMethods: async () => (await listPaymentMethods()).paymentMethods,
  fetchRecurringPayments: (query: ListRecurringPaymentsParams) => listRecurringPayments(query),
  fetchFuturePayments: (query: ListFuturePaymentsParams) => listFuturePayments(query),
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
