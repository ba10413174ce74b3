import { describe, expect, it } from 'vitest';
import { visibleNavigation, type NavGates } from './navigation';

const everyone: NavGates = { boardMember: false, billing: true, docs: true, pmb: true };
const sectionIds = (gates: NavGates) => visibleNavigation(gates).map((s) => s.id);
const items = (gates: NavGates) =>
  visibleNavigation(gates).flatMap((s) => s.items.map((i) => i.to));

describe('visibleNavigation', () => {
  it('shows the board section to board members only', () => {
    expect(sectionIds(everyone)).not.toContain('board');
    expect(sectionIds({ ...everyone, boardMember: true })).toContain('board');
  });

  it('hides billing from a non-homeowner member', () => {
    expect(sectionIds({ ...everyone, billing: false })).not.toContain('billing');
  });

  it('gates the document library on docs and the payment screens on pmb', () => {
    expect(items({ ...everyone, docs: false })).not.toContain('/community/documents/{-$id}');
    const withoutPmb = items({ ...everyone, pmb: false });
    expect(withoutPmb).not.toContain('/billing');
    expect(withoutPmb).toContain('/billing/account-history');
  });
});
