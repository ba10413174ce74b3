// The ARC rules that need no database: the tally a board sees and who may do what.
import type { ArcProjectType, ArcStatus, ArcVote } from './tables.ts';

export interface Tally {
  approve: number;
  decline: number;
  total: number;
  required: number;
}

/** Votes one way needed for a majority of the board members eligible to vote. */
export function majorityOf(eligible: number): number {
  return Math.floor(eligible / 2) + 1;
}

/** The counts of the ballots cast, out of the eligible board members. */
export function tallyOf(votes: readonly { vote: ArcVote }[], eligible: number): Tally {
  const approve = votes.filter((v) => v.vote === 'approve').length;
  const decline = votes.filter((v) => v.vote === 'decline').length;
  // A board that grew since the request counts every ballot cast.
  const total = Math.max(eligible, approve + decline);
  return { approve, decline, total, required: majorityOf(total) };
}

/** Only an open request takes votes; the chair's decision (or a withdrawal) closes voting. */
export function votingOpen(status: ArcStatus): boolean {
  return status === 'open';
}

/** The kinds of file a preview may show inline (the portal's own list of image types). */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

export function isImageType(contentType: string): boolean {
  return IMAGE_TYPES.has(contentType.toLowerCase().split(';')[0]?.trim() ?? '');
}

/** An instant as the contracts write it: whole seconds, no milliseconds when there are none. */
export function instant(at: Date): string {
  return at.toISOString().replace('.000Z', 'Z');
}

export type ArcApplicationStatus =
  'submitted' | 'underReview' | 'approved' | 'approvedWithConditions' | 'declined' | 'withdrawn';

/**
 * The status a homeowner follows: submitted until a board member votes or writes, under review
 * then, and the chair's decision (an approval with conditions said so).
 */
export function applicationStatus(
  row: { status: ArcStatus; decision_conditions: string | null },
  activity: { ballots: number; boardMessages: number },
): ArcApplicationStatus {
  if (row.status === 'approved')
    return row.decision_conditions ? 'approvedWithConditions' : 'approved';
  if (row.status !== 'open') return row.status;
  return activity.ballots > 0 || activity.boardMessages > 0 ? 'underReview' : 'submitted';
}

/** The board's label of each project type (the board list shows it as the category). */
export const PROJECT_TYPE_LABELS: Readonly<Record<ArcProjectType, string>> = {
  fence: 'Fence',
  exteriorPaint: 'Exterior paint',
  roof: 'Roof',
  solar: 'Solar',
  landscaping: 'Landscaping',
  addition: 'Addition',
  other: 'Other',
};

export function isProjectType(value: unknown): value is ArcProjectType {
  return typeof value === 'string' && Object.hasOwn(PROJECT_TYPE_LABELS, value);
}

/** The days the board has to decide, from the day an application is sent (6001: 21 days). */
export const DECISION_DAYS = 21;

/** The title the board's list shows: the project type and the description's first line. */
export function applicationTitle(projectType: ArcProjectType, description: string): string {
  const line = description.split('\n')[0]?.trim() ?? '';
  const short = line.length > 60 ? `${line.slice(0, 59).trimEnd()}…` : line;
  return short
    ? `${PROJECT_TYPE_LABELS[projectType]} – ${short}`
    : PROJECT_TYPE_LABELS[projectType];
}
