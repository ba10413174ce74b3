export * from './announcements/announcements.ts';
export * from './arc-requests/arc-requests.ts';
export * from './documents/documents.ts';
export * from './folders/folders.ts';
export * from './reservations/reservations.ts';
