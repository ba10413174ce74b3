// Every domain of the sandbox beyond platform and money, in the order their migrations run.
import { announcements } from './announcements/index.ts';
import { arc } from './arc/index.ts';
import { assistant } from './assistant/index.ts';
import { board } from './board/index.ts';
import type { Domain } from './domain.ts';
import { delivery } from './delivery/index.ts';
import { documents } from './documents/index.ts';
import { household } from './household/index.ts';
import { inbox } from './inbox/index.ts';
import { profile } from './profile/index.ts';
import { registration } from './registration/index.ts';
import { requests } from './requests/index.ts';
import { violations } from './violations/index.ts';

// Migration numbers: 003 documents, 004 arc, 005 requests, 006 inbox, 007 profile, 008 board,
// 009 assistant, 010 registration, 011 violations, 012 announcements, 013 delivery preferences,
// 014 household (001 and 002 are the platform's, migrations.ts).
export const DOMAINS: readonly Domain[] = [
  documents,
  arc,
  requests,
  inbox,
  profile,
  board,
  assistant,
  registration,
  violations,
  announcements,
  delivery,
  household,
];
