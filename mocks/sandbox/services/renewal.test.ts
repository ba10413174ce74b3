// @vitest-environment node
// Renewing a user token (the session-expiry warning's "Stay signed in"): the same person with a
// later expiry; never from a portal token, never without a valid token.
import { describe, expect, it } from 'vitest';
import { text, useTestSandbox } from '../test-client.ts';

const sandbox = useTestSandbox();

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    UserId: string;
    exp: number;
    iat: number;
    owners: number[];
    scope?: string;
  };

describe('renewUserToken', { timeout: 30_000 }, () => {
  it('answers a new token for the same person that the services accept', async () => {
    const client = await sandbox.tenant();
    const first = await client.signIn('priya.shah@example.com');
    // A second later, so the renewed token's iat (whole seconds) is later too.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const renewed = await client.call('users', 'POST', '/Users/Authenticate/Renew');
    expect(renewed.status).toBe(200);
    const token = text(renewed.body.token);
    expect(token).not.toBe(first);
    expect(claimsOf(token).UserId).toBe(claimsOf(first).UserId);
    expect(claimsOf(token).owners).toEqual(claimsOf(first).owners);
    expect(claimsOf(token).exp).toBeGreaterThan(claimsOf(first).exp);
    client.token = token;
    expect((await client.call('users', 'GET', `/Users/${claimsOf(token).UserId}`)).status).toBe(
      200,
    );
  });

  it('refuses a portal token and no token', async () => {
    const client = await sandbox.tenant();
    await client.signIn('priya.shah@example.com');
    const portal = await client.call('users', 'POST', '/Users/Authenticate/PortalToken');
    client.token = text(portal.body.token);
    expect((await client.call('users', 'POST', '/Users/Authenticate/Renew')).status).toBe(401);
    client.token = null;
    expect((await client.call('users', 'POST', '/Users/Authenticate/Renew')).status).toBe(401);
  });
});
