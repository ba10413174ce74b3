// The sandbox's domain of contacts, addresses, preferences, login changes, the community pages' reads.
import type { Domain } from '../domain.ts';
import { profileMigrations } from './tables.ts';

export const profile: Domain = {
  migrations: profileMigrations,
  handlers: {},
};
