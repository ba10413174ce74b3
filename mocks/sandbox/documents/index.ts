// The sandbox's domain of the association's document library: folders, documents, permissions.
import type { Domain } from '../domain.ts';
import { documentsMigrations } from './tables.ts';

export const documents: Domain = {
  migrations: documentsMigrations,
  handlers: {},
};
