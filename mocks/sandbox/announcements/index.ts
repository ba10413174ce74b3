// The sandbox's domain of the association's news: announcements and who has read them.
import { serviceHandlers, type Domain } from '../domain.ts';
import { announcementsHandlers } from './handlers.ts';
import { seedAnnouncements } from './seed.ts';
import { announcementsMigrations } from './tables.ts';

export const announcements: Domain = {
  migrations: announcementsMigrations,
  seed: seedAnnouncements,
  handlers: { associations: serviceHandlers(announcementsHandlers) },
  // Above the story's ids (17001-17002).
  idFloors: { announcements: 17010 },
};
