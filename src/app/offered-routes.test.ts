// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BILLING_OFFER, PAYMENTS_OFFER } from '@/entities/session/lib/offerings';
import { offerFor } from './offered-routes';

describe('offerFor', () => {
  it('reads a match full path, with or without its index slash', () => {
    expect(offerFor('/billing/')).toBe(PAYMENTS_OFFER);
    expect(offerFor('/billing')).toBe(PAYMENTS_OFFER);
    expect(offerFor('/billing/account-history')).toBe(BILLING_OFFER);
    expect(offerFor('/community/documents/a/$associationId/f/{-$folderId}')).toEqual({
      page: 'documents',
    });
  });

  it('puts every payment screen behind pmb', () => {
    for (const path of [
      '/billing/',
      '/billing/manage-account',
      '/billing/auto-draft',
      '/billing/payment-consent',
    ]) {
      expect(offerFor(path)?.pmb, path).toBe(true);
    }
  });

  it('needs nothing for the dashboard, the board or a page it does not list', () => {
    expect(offerFor('/dashboard')).toBeUndefined();
    expect(offerFor('/board/arcs/')).toBeUndefined();
    expect(offerFor('/')).toBeUndefined();
    expect(offerFor('/constructor')).toBeUndefined();
  });
});
