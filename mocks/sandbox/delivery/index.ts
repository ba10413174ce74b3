// The sandbox's domain of statement delivery (an extension, issue 52): paperless-statement
// consent. The per-notice channels are preferences (profile/community.ts), kept with the rest.
import type { operations } from '../../../generated/users/schema.d.ts';
import { serviceHandlers, type Domain } from '../domain.ts';
import { deliveryHandlers } from './handlers.ts';
import { deliveryMigrations } from './tables.ts';

export const delivery: Domain = {
  migrations: deliveryMigrations,
  handlers: { users: serviceHandlers<operations>(deliveryHandlers) },
  idFloors: { paperless_consents: 1 },
};
