// The ARC rules that need no database: the tally a board sees and who may do what.
import type { ArcStatus, ArcVote } from './tables.ts';

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
