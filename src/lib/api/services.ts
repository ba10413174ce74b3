/** The backend services, each with its own contract in openapi/ and its own base URL. */
export const serviceNames = [
  'users',
  'associations',
  'actionItems',
  'connectPayments',
  'expressPay',
] as const;

export type ServiceName = (typeof serviceNames)[number];

/**
 * The prefix orval writes in front of every generated path (its `baseUrl`). It namespaces the
 * query keys per service (`/account` on express pay never collides with `/Account` on payments),
 * and the service's fetcher swaps it for the runtime base URL.
 */
export const serviceKeyPrefix: Record<ServiceName, string> = {
  users: 'users:',
  associations: 'associations:',
  actionItems: 'action-items:',
  connectPayments: 'connect-payments:',
  expressPay: 'express-pay:',
};

/** Express pay runs on the link's epay token; every other service on the user's token. */
export const serviceTokenKind: Record<ServiceName, 'user' | 'epay'> = {
  users: 'user',
  associations: 'user',
  actionItems: 'user',
  connectPayments: 'user',
  expressPay: 'epay',
};
