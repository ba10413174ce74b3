import { describe, expect, it } from 'vitest';
import { openNotices } from './notices';

describe('openNotices', () => {
  it('keeps the open and escalated notices, soonest cure-by first', () => {
    const notices = [
      { id: 1, status: 'open', cureByDate: '2026-12-10' },
      { id: 2, status: 'closed', cureByDate: '2026-12-01' },
      { id: 3, status: 'escalated', cureByDate: '2026-12-02' },
      { id: 4, status: 'open', cureByDate: null },
      { id: 5, status: 'cured', cureByDate: '2026-11-30' },
    ] as const;
    expect(openNotices(notices).map((n) => n.id)).toEqual([3, 1, 4]);
  });
});
