// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  autoDraftEnrollmentsParams,
  futurePaymentsParams,
  paymentDataKinds,
  refreshIncludes,
} from './payment-data';

describe('refreshIncludes', () => {
  it('reloads every list for all', () => {
    expect(paymentDataKinds.every((kind) => refreshIncludes('all', kind))).toBe(true);
  });

  it('reloads only the named list otherwise', () => {
    expect(paymentDataKinds.filter((kind) => refreshIncludes('paymentMethods', kind))).toEqual([
      'paymentMethods',
    ]);
  });
});

describe('queries', () => {
  it('asks for portal-enabled auto-draft enrollments', () => {
    expect(autoDraftEnrollmentsParams).toEqual({ portalEnabled: true });
  });

  it('asks for unprocessed future payments scheduled after now', () => {
    expect(futurePaymentsParams(new Date('2026-03-01T12:00:00Z'))).toEqual({
      processed: false,
      scheduledDateAfter: '2026-03-01T12:00:00.000Z',
    });
  });
});
