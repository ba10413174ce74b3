import type { Violation } from '../api/dashboard-api';

/** Notices not yet cured or closed, soonest cure-by day first (one without a day last). */
export function openNotices<T extends Pick<Violation, 'id' | 'status' | 'cureByDate'>>(
  notices: readonly T[],
): T[] {
  return notices
    .filter((notice) => notice.status === 'open' || notice.status === 'escalated')
    .sort(
      (a, b) =>
        (a.cureByDate ?? '9999-12-31').localeCompare(b.cureByDate ?? '9999-12-31') || a.id - b.id,
    );
}
