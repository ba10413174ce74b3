import { describe, expect, it } from 'vitest';
import {
  applicationStatus,
  applicationTitle,
  instant,
  isImageType,
  majorityOf,
  tallyOf,
  votingOpen,
} from './rules.ts';

describe('ARC rules', () => {
  it('needs more than half of the eligible board for a majority', () => {
    expect(majorityOf(5)).toBe(3);
    expect(majorityOf(4)).toBe(3);
    expect(majorityOf(1)).toBe(1);
  });

  it('counts approvals and declines out of the eligible board', () => {
    expect(tallyOf([{ vote: 'approve' }, { vote: 'approve' }, { vote: 'decline' }], 5)).toEqual({
      approve: 2,
      decline: 1,
      total: 5,
      required: 3,
    });
    expect(tallyOf([], 5)).toEqual({ approve: 0, decline: 0, total: 5, required: 3 });
  });

  it('never shows more ballots than voters', () => {
    expect(tallyOf([{ vote: 'approve' }, { vote: 'approve' }], 1).total).toBe(2);
  });

  it('takes votes only while the request is open', () => {
    expect(votingOpen('open')).toBe(true);
    expect(votingOpen('approved')).toBe(false);
    expect(votingOpen('declined')).toBe(false);
    expect(votingOpen('withdrawn')).toBe(false);
  });

  it('previews only raster images', () => {
    expect(isImageType('image/jpeg')).toBe(true);
    expect(isImageType('IMAGE/PNG; charset=binary')).toBe(true);
    expect(isImageType('image/svg+xml')).toBe(false);
    expect(isImageType('application/pdf')).toBe(false);
  });

  it('writes instants in whole seconds as the contracts do', () => {
    expect(instant(new Date('2026-11-14T16:20:00Z'))).toBe('2026-11-14T16:20:00Z');
    expect(instant(new Date('2026-11-14T16:20:00.250Z'))).toBe('2026-11-14T16:20:00.250Z');
  });
});

describe('the status a homeowner follows', () => {
  const open = { status: 'open' as const, decision_conditions: null };
  it('is submitted until the board votes or writes, then under review', () => {
    expect(applicationStatus(open, { ballots: 0, boardMessages: 0 })).toBe('submitted');
    expect(applicationStatus(open, { ballots: 1, boardMessages: 0 })).toBe('underReview');
    expect(applicationStatus(open, { ballots: 0, boardMessages: 1 })).toBe('underReview');
  });
  it('says an approval has conditions when it has', () => {
    const idle = { ballots: 3, boardMessages: 0 };
    expect(applicationStatus({ status: 'approved', decision_conditions: null }, idle)).toBe(
      'approved',
    );
    expect(applicationStatus({ status: 'approved', decision_conditions: 'Lower it.' }, idle)).toBe(
      'approvedWithConditions',
    );
    expect(applicationStatus({ status: 'declined', decision_conditions: null }, idle)).toBe(
      'declined',
    );
  });
  it('titles an application by its type and first line', () => {
    expect(applicationTitle('fence', 'Black fence\nmore')).toBe('Fence – Black fence');
    expect(applicationTitle('roof', 'x'.repeat(80))).toHaveLength('Roof – '.length + 60);
  });
});
