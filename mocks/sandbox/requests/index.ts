// The sandbox's domain of homeowner requests and their threads, amenities and reservations.
import type { Domain } from '../domain.ts';
import { requestsMigrations } from './tables.ts';

export const requests: Domain = {
  migrations: requestsMigrations,
  handlers: {},
};
