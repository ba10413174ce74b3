// The sandbox's domain of the rules assistant, answering from the association's documents.
import { serviceHandlers, type Domain } from '../domain.ts';
import type { operations } from '../../../generated/users/schema.d.ts';
import { assistantHandlers } from './handlers.ts';
import { assistantMigrations } from './tables.ts';

export const assistant: Domain = {
  migrations: assistantMigrations,
  handlers: { users: serviceHandlers<operations>(assistantHandlers) },
};
