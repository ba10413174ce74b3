import { describe, expect, it } from 'vitest';
import { extensionMatchers, extensionOf } from './spec-only.ts';

const extensions = extensionMatchers();

describe('the spec-only services', () => {
  it('know an extension call by its service, method and path, from the marks', () => {
    expect(
      extensionOf(extensions, 'GET', '/mock/users/Community/Faq?associationId=101'),
    ).toMatchObject({ capability: 'faq' });
    expect(
      extensionOf(
        extensions,
        'POST',
        '/mock-sandbox/action-items/HomeownerRequests/10001/Messages',
      ),
    ).toMatchObject({ capability: 'requestThreads' });
    expect(extensionOf(extensions, 'POST', '/mock/action-items/HomeownerRequests')).toMatchObject({
      capability: 'newRequests',
    });
  });

  it('let the calls SPEC §7 names through', () => {
    expect(extensionOf(extensions, 'GET', '/mock/users/Messages')).toBeUndefined();
    expect(extensionOf(extensions, 'GET', '/mock/action-items/HomeownerRequests')).toBeUndefined();
    expect(
      extensionOf(extensions, 'PATCH', '/mock/connect-payments/FuturePayment/8101'),
    ).toBeUndefined();
    expect(extensionOf(extensions, 'GET', '/config.json')).toBeUndefined();
  });
});
