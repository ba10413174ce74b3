// The sandbox's domain of messages: read state per person, replies.
import type { Domain } from '../domain.ts';
import { inboxMigrations } from './tables.ts';

export const inbox: Domain = {
  migrations: inboxMigrations,
  handlers: {},
};
