// Each contract's handlers, by operationId. An operation missing here answers its first example.
import type { ServiceName } from '../contracts.ts';
import type { Handler } from '../handler.ts';
import { connectPaymentsHandlers } from './connect-payments.ts';
import { expressPayHandlers } from './express-pay.ts';
import { actionItemsHandlers, associationsHandlers } from './files.ts';
import { usersHandlers } from './users.ts';

const byService: Record<ServiceName, Record<string, Handler<never> | undefined>> = {
  users: usersHandlers as Record<string, Handler<never>>,
  associations: associationsHandlers as Record<string, Handler<never>>,
  'action-items': actionItemsHandlers as Record<string, Handler<never>>,
  'connect-payments': connectPaymentsHandlers as Record<string, Handler<never>>,
  'express-pay': expressPayHandlers as Record<string, Handler<never>>,
};

export function handlersOf(service: ServiceName): Record<string, Handler<never> | undefined> {
  return byService[service];
}
