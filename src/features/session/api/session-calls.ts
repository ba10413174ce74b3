// The generated calls the session makes, loaded on demand by session-api.ts.
export { listAccounts } from '@generated/connect-payments/hooks/accounts/accounts';
export { listAutoDraftEnrollments } from '@generated/connect-payments/hooks/auto-draft/auto-draft';
export { listFuturePayments } from '@generated/connect-payments/hooks/future-payments/future-payments';
export { listPaymentMethods } from '@generated/connect-payments/hooks/payment-methods/payment-methods';
export { listRecurringPayments } from '@generated/connect-payments/hooks/recurring-payments/recurring-payments';
export { authenticateUser, getPortalToken } from '@generated/users/hooks/auth/auth';
export { getHomeSettings } from '@generated/users/hooks/settings/settings';
export { getSecurity, getUserById } from '@generated/users/hooks/users/users';
