// The sandbox's domain of the homeowner's violation notices: the rule, the photos and the
// owner's answers, on the board's violation rows.
import { serviceHandlers, type Domain } from '../domain.ts';
import { violationsHandlers } from './handlers.ts';
import { seedViolations } from './seed.ts';
import { violationsMigrations } from './tables.ts';

export const violations: Domain = {
  migrations: violationsMigrations,
  seed: seedViolations,
  handlers: { 'action-items': serviceHandlers(violationsHandlers) },
  // Above the story's ids (the contract's photo 16801-16802 and answer 16901).
  idFloors: { violation_responses: 16910, violation_photos: 16810 },
};
