// The sandbox's domain of the rules assistant, answering from the association's documents.
import type { Domain } from '../domain.ts';
import { assistantMigrations } from './tables.ts';

export const assistant: Domain = {
  migrations: assistantMigrations,
  handlers: {},
};
