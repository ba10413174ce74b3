// The sandbox's domain of architectural (ARC) requests: votes, the chair's decision, messages, attachments.
import { serviceHandlers, type Domain } from '../domain.ts';
import { arcApplicationHandlers } from './applications.ts';
import { arcAssociationHandlers, arcHandlers } from './handlers.ts';
import { seedArc } from './seed.ts';
import { arcMigrations } from './tables.ts';

export const arc: Domain = {
  migrations: arcMigrations,
  seed: seedArc,
  handlers: {
    'action-items': serviceHandlers({ ...arcHandlers, ...arcApplicationHandlers }),
    associations: serviceHandlers(arcAssociationHandlers),
  },
  // Above the story's ids: 6001–6003, messages 6101–6103 (the contract's next is 6104), files 6201–6207.
  idFloors: { arc_requests: 6010, arc_messages: 6103, arc_attachments: 6210 },
};
