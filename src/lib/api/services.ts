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

/** A service's address for a path: its base URL (config.json) without trailing slashes, then the path. */
export function serviceUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

/** The path of a generated address of `service` (`users:/Users/1001` → `/Users/1001`). */
export function servicePath(service: ServiceName, url: string): string {
  const prefix = serviceKeyPrefix[service];
  return url.startsWith(prefix) ? url.slice(prefix.length) : url;
}

/** The service and path a generated address (`users:/Users/1001`) names; null for another string. */
export function serviceAndPath(url: string): { service: ServiceName; path: string } | null {
  const service = serviceNames.find((name) => url.startsWith(serviceKeyPrefix[name]));
  return service === undefined ? null : { service, path: servicePath(service, url) };
}

/** Express pay runs on the link's epay token; every other service on the user's token. */
export const serviceTokenKind: Record<ServiceName, 'user' | 'epay'> = {
  users: 'user',
  associations: 'user',
  actionItems: 'user',
  connectPayments: 'user',
  expressPay: 'epay',
};

/**
 * The operations a contract opens to callers without a token (`security: []`, or `{}` among the
 * alternatives, in openapi/): signing in, the password reset request and the new password from
 * its link, registration, a household invitation read and accepted from its link, and the checkout link's own sign-in. Checked against the contracts by
 * services.test.ts.
 */
export const operationsWithoutToken: Record<ServiceName, readonly string[]> = {
  users: [
    'POST /Users/Authenticate',
    'POST /Users/AuthenticateSSO',
    'POST /Users/Password/Reset',
    'PUT /Users/Password/',
    'POST /Homeowner/Registration',
    'POST /Homeowner/Registration/{id}',
    'POST /Homeowner/RequestAccount',
    'POST /Household/Invitation',
    'POST /Household/Invitation/Accept',
  ],
  associations: [],
  actionItems: [],
  connectPayments: [],
  expressPay: ['POST /authenticate'],
};

const openOperationPatterns = Object.fromEntries(
  Object.entries(operationsWithoutToken).map(([service, operations]) => [
    service,
    operations.map(
      (operation) => new RegExp(`^${operation.replace(/\{[^}]+\}/g, '[^/]+')}/?$`, 'i'),
    ),
  ]),
) as Record<ServiceName, RegExp[]>;

/** Whether the service answers this call without a token (the path may carry a query). */
export function isOpenWithoutToken(service: ServiceName, method: string, path: string): boolean {
  const operation = `${method.toUpperCase()} ${path.split(/[?#]/, 1)[0] ?? ''}`;
  return openOperationPatterns[service].some((pattern) => pattern.test(operation));
}
