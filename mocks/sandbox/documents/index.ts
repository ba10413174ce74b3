// The sandbox's domain of the association's document library: folders, documents, permissions.
import { serviceHandlers, type Domain } from '../domain.ts';
import { documentsHandlers } from './handlers.ts';
import { DOCUMENT_ID_FLOORS, seedDocuments } from './seed.ts';
import { documentsMigrations } from './tables.ts';

export const documents: Domain = {
  migrations: documentsMigrations,
  seed: seedDocuments,
  handlers: { associations: serviceHandlers(documentsHandlers) },
  idFloors: DOCUMENT_ID_FLOORS,
};
