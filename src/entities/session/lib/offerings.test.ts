// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BILLING_OFFER, hiddenPages, isOffered, PAYMENTS_OFFER, type Offerings } from './offerings';

const pages = [
  { associationId: 101, key: 'directory', visible: true },
  { associationId: 102, key: 'directory', visible: false },
  { associationId: 102, key: 'Billing', visible: false },
  { associationId: 102, key: 'dashboard', visible: false },
  { associationId: 102, key: 'pool', visible: false },
  { associationId: 102, key: 'faq', visible: true },
];

describe('hiddenPages', () => {
  it("lists the selected association's pages marked not visible, whatever the key's case", () => {
    expect([...hiddenPages(pages, 102)].sort()).toEqual(['billing', 'directory']);
  });

  it('hides nothing of another association, or without an association', () => {
    expect(hiddenPages(pages, 101).size).toBe(0);
    expect(hiddenPages(pages, 103).size).toBe(0);
    expect(hiddenPages(pages, null).size).toBe(0);
  });

  it('never hides the dashboard, nor a page the portal does not know', () => {
    const hidden: ReadonlySet<string> = hiddenPages(pages, 102);
    expect(hidden.has('dashboard')).toBe(false);
    expect(hidden.has('pool')).toBe(false);
  });
});

describe('isOffered', () => {
  const everything: Offerings = { pmb: true, hidden: new Set() };

  it('offers a page that needs nothing, always', () => {
    expect(isOffered({}, { pmb: false, hidden: new Set(['billing']) })).toBe(true);
  });

  it('takes the payment screens away with the pmb flag, and leaves the rest of billing', () => {
    const noPmb = { ...everything, pmb: false };
    expect(isOffered(PAYMENTS_OFFER, everything)).toBe(true);
    expect(isOffered(PAYMENTS_OFFER, noPmb)).toBe(false);
    expect(isOffered(BILLING_OFFER, noPmb)).toBe(true);
  });

  it('takes a page away when the association hides it', () => {
    const billingHidden: Offerings = { pmb: true, hidden: new Set(['billing']) };
    expect(isOffered(BILLING_OFFER, billingHidden)).toBe(false);
    expect(isOffered(PAYMENTS_OFFER, billingHidden)).toBe(false);
    expect(isOffered({ page: 'faq' }, billingHidden)).toBe(true);
  });
});
