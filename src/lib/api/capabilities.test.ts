import { afterEach, describe, expect, it } from 'vitest';
import { capabilities, capabilityOf, hasCapability, setCapabilities } from './capabilities';

afterEach(() => {
  setCapabilities(capabilities);
});

describe('capabilities', () => {
  it('names the capability of an extension call, by method and path template', () => {
    expect(capabilityOf('users', 'GET', '/Community/Faq')).toBe('faq');
    expect(capabilityOf('users', 'post', '/Messages/12001/Reply')).toBe('messageThreads');
    expect(capabilityOf('actionItems', 'GET', '/HomeownerRequests/10001?x=1')).toBe(
      'requestThreads',
    );
    expect(capabilityOf('actionItems', 'POST', '/HomeownerRequests')).toBe('newRequests');
    expect(capabilityOf('connectPayments', 'PATCH', '/FuturePayment/Setup/5')).toBe(
      'scheduledChanges',
    );
  });

  it('leaves the calls SPEC §7 names to no capability', () => {
    expect(capabilityOf('users', 'GET', '/Messages')).toBeUndefined();
    expect(capabilityOf('actionItems', 'GET', '/HomeownerRequests')).toBeUndefined();
    expect(capabilityOf('connectPayments', 'PATCH', '/FuturePayment/5')).toBeUndefined();
    expect(capabilityOf('associations', 'GET', '/Associations/101/Reservation')).toBeUndefined();
  });

  it('offers only the capabilities it was given', () => {
    expect(hasCapability('faq')).toBe(true);
    setCapabilities(['help']);
    expect(hasCapability('faq')).toBe(false);
    expect(hasCapability('help')).toBe(true);
  });
});
