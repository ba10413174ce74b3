// Each contract's handlers, by operationId: the platform's and money's here, then each domain's
// (domains.ts). An operation missing here answers its first example.
import type { ServiceName } from '../contracts.ts';
import { serviceHandlers, type ServiceHandlers } from '../domain.ts';
import { DOMAINS } from '../domains.ts';
import { refusingFamilyPayments } from '../household/family-refusal.ts';
import { connectPaymentsHandlers } from './connect-payments.ts';
import { expressPayHandlers } from './express-pay.ts';
import { usersHandlers } from './users.ts';

const platform: Record<ServiceName, ServiceHandlers> = {
  users: serviceHandlers(usersHandlers),
  // Every operation of these two is a domain's (documents, ARC, requests, board).
  associations: {},
  'action-items': {},
  'connect-payments': serviceHandlers(connectPaymentsHandlers),
  'express-pay': serviceHandlers(expressPayHandlers),
};

const byService = Object.fromEntries(
  Object.entries(platform).map(([service, handlers]) => [
    service,
    Object.fromEntries([
      ...Object.entries(handlers),
      ...DOMAINS.flatMap((domain) => Object.entries(domain.handlers[service as ServiceName] ?? {})),
    ]),
  ]),
) as Record<ServiceName, ServiceHandlers>;

// A family member of a household is refused the payments service (household/family-refusal.ts).
byService['connect-payments'] = refusingFamilyPayments(byService['connect-payments']);

export function handlersOf(service: ServiceName): ServiceHandlers {
  return byService[service];
}
