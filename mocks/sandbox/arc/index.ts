// The sandbox's domain of architectural (ARC) requests: votes, the chair's decision, messages, attachments.
import type { Domain } from '../domain.ts';
import { arcMigrations } from './tables.ts';

export const arc: Domain = {
  migrations: arcMigrations,
  handlers: {},
};
