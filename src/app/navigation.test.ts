import { describe, expect, it } from 'vitest';
import type { HideablePage, Offerings } from '@/entities/session/lib/offerings';
import { visibleNavigation, type NavGates } from './navigation';

const everyone: NavGates = { boardMember: false, billing: true, docs: true };
const everything: Offerings = { pmb: true, hidden: new Set() };
const sectionIds = (gates: NavGates, offerings = everything) =>
  visibleNavigation(gates, offerings).map((s) => s.id);
const items = (gates: NavGates, offerings = everything) =>
  visibleNavigation(gates, offerings).flatMap((s) => s.items.map((i) => i.to));
const hiding = (...pages: HideablePage[]): Offerings => ({ pmb: true, hidden: new Set(pages) });

describe('visibleNavigation', () => {
  it('shows the board section to board members only', () => {
    expect(sectionIds(everyone)).not.toContain('board');
    expect(sectionIds({ ...everyone, boardMember: true })).toContain('board');
  });

  it('hides billing from a non-homeowner member', () => {
    expect(sectionIds({ ...everyone, billing: false })).not.toContain('billing');
  });

  it('gates the document library on docs', () => {
    expect(items({ ...everyone, docs: false })).not.toContain('/community/documents/{-$id}');
  });

  it('leaves out the payment screens without pmb, and keeps the rest of billing', () => {
    const withoutPmb = items(everyone, { pmb: false, hidden: new Set() });
    expect(withoutPmb).not.toContain('/billing');
    expect(withoutPmb).not.toContain('/billing/manage-account');
    expect(withoutPmb).not.toContain('/billing/auto-draft');
    expect(withoutPmb).toContain('/billing/account-history');
    expect(withoutPmb).toContain('/billing/support');
  });

  it('leaves out the pages the association hides', () => {
    const shown = items(everyone, hiding('directory', 'requests'));
    expect(shown).not.toContain('/community/directory');
    expect(shown).not.toContain('/community/requests');
    expect(shown).not.toContain('/community/new-request');
    expect(shown).toContain('/community/calendar');
    expect(shown).toContain('/dashboard');
  });

  it('drops a section whose every page is hidden', () => {
    expect(sectionIds(everyone, hiding('billing'))).not.toContain('billing');
  });
});
