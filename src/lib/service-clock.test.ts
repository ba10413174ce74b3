import { afterEach, describe, expect, it, vi } from 'vitest';
import { jwt } from '@/testing/jwt';
import {
  assumeIssuedNow,
  deviceClockOffset,
  forgetAssumedOffset,
  isPastOnServiceClock,
  learnFromIssuedToken,
  resetServiceClock,
  serviceNow,
} from './service-clock';

// The device is two hours fast: its clock reads 14:00 when the service's reads 12:00.
const SERVICE = Date.parse('2026-12-02T12:00:00Z');
const DEVICE = SERVICE + 2 * 3600_000;
const seconds = (ms: number) => Math.floor(ms / 1000);
const sessionToken = (issuedAt = SERVICE) =>
  jwt({ UserId: '1001', iat: seconds(issuedAt), exp: seconds(issuedAt) + 3600 });

afterEach(() => {
  resetServiceClock();
  vi.useRealTimers();
});

describe('the service clock', () => {
  it('learns the offset from a token just issued and keeps it for the next visit', () => {
    vi.useFakeTimers({ now: DEVICE });
    learnFromIssuedToken(sessionToken());
    expect(Math.abs(serviceNow() - SERVICE)).toBeLessThan(1000);
    // A one-hour token is not expired on the service's clock, though the device is past its exp.
    expect(isPastOnServiceClock(SERVICE + 3600_000)).toBe(false);
    expect(localStorage.getItem('courtyard-clock-offset')).toBe(String(SERVICE + 500 - DEVICE));
    expect(deviceClockOffset()).toBe(DEVICE - SERVICE - 500);
  });

  it('forgives a minute, not more', () => {
    expect(isPastOnServiceClock(SERVICE - 59_000, SERVICE)).toBe(false);
    expect(isPastOnServiceClock(SERVICE - 60_000, SERVICE)).toBe(true);
  });

  it("ignores a fixture's token (valid for decades) and one without iat", () => {
    vi.useFakeTimers({ now: DEVICE });
    learnFromIssuedToken(jwt({ UserId: '1001', iat: 1763769600, exp: 4102444800 }));
    learnFromIssuedToken(jwt({ UserId: '1001', exp: seconds(SERVICE) + 3600 }));
    expect(serviceNow()).toBe(DEVICE);
    expect(deviceClockOffset()).toBeNull();
  });

  it('does not call everyday drift far off', () => {
    vi.useFakeTimers({ now: SERVICE + 60_000 });
    learnFromIssuedToken(sessionToken());
    expect(deviceClockOffset()).toBeNull();
  });

  it("a link's issuance stands in for the service's time until the service answers, unkept", () => {
    vi.useFakeTimers({ now: DEVICE });
    const link = sessionToken(SERVICE - 10 * 60_000);
    expect(assumeIssuedNow(link)).toBe(true);
    expect(serviceNow()).toBe(SERVICE - 10 * 60_000);
    expect(deviceClockOffset()).toBeNull();
    expect(localStorage.getItem('courtyard-clock-offset')).toBeNull();
    forgetAssumedOffset();
    expect(serviceNow()).toBe(DEVICE);
  });

  it('a measured offset is not replaced by a guess', () => {
    vi.useFakeTimers({ now: DEVICE });
    learnFromIssuedToken(sessionToken());
    expect(assumeIssuedNow(sessionToken(SERVICE - 3 * 3600_000))).toBe(false);
    forgetAssumedOffset();
    expect(Math.abs(serviceNow() - SERVICE)).toBeLessThan(1000);
  });
});
