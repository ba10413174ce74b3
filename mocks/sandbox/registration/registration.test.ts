// @vitest-environment node
// Registration over HTTP: the demo key or an account number makes a login that works at once and
// sees the owner's property; a key or account used once, an email taken, an unknown key are
// refused in the contract's words; a request for access is kept; each person's provider accounts.
import { describe, expect, it } from 'vitest';
import { text, useTestSandbox, type Client } from '../test-client.ts';
import { DEMO_REGISTRATION_KEY } from './index.ts';

const sandbox = useTestSandbox();
const GLORIA = 'gloria.alvarez@example.com';

const form = {
  name: 'Gloria Alvarez',
  phone: '(555) 201-4090',
  propertyAddress: '9 Birch Lane, Springfield, IL 62704',
  associationName: 'Maple Grove HOA',
  email: GLORIA,
  password: 'birch-lane-9',
  captchaToken: 'sandbox-captcha-1',
};

function withKey(client: Client, key: string, association = 101, body: object = {}) {
  return client.call('users', 'POST', `/Homeowner/Registration/${String(association)}`, {
    ...form,
    registrationKey: key,
    ...body,
  });
}

interface HomeSettings {
  associations: { id: number; properties?: { propertyId: number; accountNumber: string }[] }[];
}

describe('registration with a key', { timeout: 30_000 }, () => {
  it('makes a login that signs in with the password and sees the owner’s property', async () => {
    const client = await sandbox.tenant();
    const registered = await withKey(client, DEMO_REGISTRATION_KEY);
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ email: GLORIA, status: 'active' });
    const userId = Number(registered.body.userId);
    expect(userId).toBe(1101);

    // The answered token works, and so does a fresh sign-in with the new password.
    client.token = text(registered.body.token);
    expect((await client.call('users', 'GET', `/Users/${String(userId)}`)).body).toMatchObject({
      email: GLORIA,
      firstName: 'Gloria',
      lastName: 'Alvarez',
    });
    await client.signIn(GLORIA, 'birch-lane-9');
    const settings = (await client.call('users', 'GET', '/HomeSettings'))
      .body as unknown as HomeSettings;
    expect(settings.associations.map((a) => a.id)).toEqual([101]);
    expect(settings.associations[0]?.properties).toEqual([
      expect.objectContaining({ propertyId: 2009, accountNumber: 'MG-1009' }),
    ]);
    const accounts = await client.call('connect-payments', 'GET', '/Account');
    expect(accounts.status).toBe(200);
    expect(JSON.stringify(accounts.body)).toContain('MG-1009');
    expect(JSON.stringify(accounts.body)).not.toContain('MG-1001');

    // Her profile has the login email as its primary email and the phone typed.
    const profile = await client.call('users', 'GET', `/Homeowner/${String(userId)}`);
    expect(profile.status).toBe(200);
    expect(profile.body.contacts).toEqual([
      expect.objectContaining({ type: 'email', value: GLORIA, isPrimary: true }),
      expect.objectContaining({ type: 'phone', value: '(555) 201-4090', isPrimary: true }),
    ]);
    // A wrong password still does not sign her in.
    const wrong = await client.call('users', 'POST', '/Users/Authenticate', {
      email: GLORIA,
      password: 'not-hers',
    });
    expect(wrong.status).toBe(401);
  });

  it('refuses the same key a second time, whatever the email, in the contract’s words', async () => {
    const client = await sandbox.tenant();
    expect((await withKey(client, DEMO_REGISTRATION_KEY)).status).toBe(201);
    const again = await withKey(client, DEMO_REGISTRATION_KEY, 101, {
      email: 'someone.else@example.com',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      errorCode: 'AU003',
      detail: 'An account with this email already exists. Log in or reset your password.',
    });
    // Nothing of the refused attempt was kept.
    const other = await client.call('users', 'POST', '/Users/Authenticate', {
      email: 'someone.else@example.com',
      password: form.password,
    });
    expect(other.status).toBe(401);
  });

  it('reads the key whatever its case, and resolves the association from it (id 0)', async () => {
    const client = await sandbox.tenant();
    const registered = await withKey(client, ` ${DEMO_REGISTRATION_KEY.toLowerCase()} `, 0);
    expect(registered.status).toBe(201);
  });

  it('refuses an unknown key, or the key for another association, with AU002', async () => {
    const client = await sandbox.tenant();
    for (const [key, association] of [
      ['MGH-0000-0000', 101],
      [DEMO_REGISTRATION_KEY, 102],
    ] as const) {
      const refused = await withKey(client, key, association);
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ errorCode: 'AU002', detail: 'No account found' });
    }
  });

  it('refuses an email that already has a login (the contract’s example: Jordan’s)', async () => {
    const client = await sandbox.tenant();
    const refused = await withKey(client, DEMO_REGISTRATION_KEY, 101, {
      email: 'Jordan.Rivera@example.com',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe('AU003');
    // The key is still Gloria's to use.
    expect((await withKey(client, DEMO_REGISTRATION_KEY)).status).toBe(201);
  });

  it('refuses a phone number that is not one, naming the field', async () => {
    const client = await sandbox.tenant();
    const refused = await withKey(client, DEMO_REGISTRATION_KEY, 101, { phone: '555-12' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ phone: ['Invalid phone number'] });
  });
});

describe('registration with an account number', { timeout: 30_000 }, () => {
  const withAccount = (client: Client, accountNumber: string, body: object = {}) =>
    client.call('users', 'POST', '/Homeowner/Registration', {
      ...form,
      name: 'Thomas Nguyen',
      email: 'thomas.nguyen@example.com',
      accountNumber,
      ...body,
    });

  it('makes the owner’s login once, then refuses the account number', async () => {
    const client = await sandbox.tenant();
    const registered = await withAccount(client, 'mg-1008');
    expect(registered.status).toBe(201);
    await client.signIn('thomas.nguyen@example.com', form.password);
    const settings = (await client.call('users', 'GET', '/HomeSettings'))
      .body as unknown as HomeSettings;
    expect(settings.associations[0]?.properties?.map((p) => p.accountNumber)).toEqual(['MG-1008']);

    const again = await withAccount(client, 'MG-1008', { email: 'tom.n@example.com' });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('AU003');
  });

  it('refuses an account that has a login (MG-1001) and one that does not exist', async () => {
    const client = await sandbox.tenant();
    expect((await withAccount(client, 'MG-1001')).status).toBe(409);
    const unknown = await withAccount(client, 'MG-9999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe('AU002');
  });

  it('gives each registration its own user, in one tenant', async () => {
    const client = await sandbox.tenant();
    const thomas = await withAccount(client, 'MG-1008');
    const gloria = await withKey(client, DEMO_REGISTRATION_KEY);
    expect(thomas.body.userId).not.toBe(gloria.body.userId);
  });
});

describe('a request for access', { timeout: 30_000 }, () => {
  it('is kept and answered with its own number and the contract’s message', async () => {
    const client = await sandbox.tenant();
    const request = {
      name: 'Sam Ortiz',
      email: 'sam.ortiz@example.com',
      phone: '(555) 318-9001',
      propertyAddress: '5 Birch Lane, Springfield, IL 62704',
      associationName: 'Maple Grove HOA',
      captchaToken: 'sandbox-captcha-2',
    };
    const first = await client.call('users', 'POST', '/Homeowner/RequestAccount', request);
    expect(first.status).toBe(202);
    expect(first.body.message).toBe(
      'Thank you. Harborview Community Management will review your request and email you within 2 business days.',
    );
    expect(first.body.requestId).toBe(19002);
    const second = await client.call('users', 'POST', '/Homeowner/RequestAccount', {
      ...request,
      comments: 'Second try',
    });
    expect(Number(second.body.requestId)).toBe(Number(first.body.requestId) + 1);
    const refused = await client.call('users', 'POST', '/Homeowner/RequestAccount', {
      ...request,
      phone: '12',
    });
    expect(refused.status).toBe(422);
  });
});

describe('payment providers', { timeout: 30_000 }, () => {
  it('lists each person’s own accounts', async () => {
    const client = await sandbox.tenant();
    await client.signIn('jordan.rivera@example.com');
    const jordans = await client.call('connect-payments', 'GET', '/Payment/Providers');
    expect(jordans.body).toEqual([
      expect.objectContaining({ id: 15001, status: 'connected', name: 'Stripe' }),
    ]);
    await client.signIn('priya.shah@example.com');
    const priyas = await client.call('connect-payments', 'GET', '/Payment/Providers');
    expect(priyas.body).toEqual([
      expect.objectContaining({ id: 15002, accountEmail: 'priya.shah@example.com' }),
    ]);
    // Another's account is not hers to log into.
    const other = await client.call('connect-payments', 'POST', '/Payment/Providers/15001/Action', {
      action: 'login',
    });
    expect(other.status).toBe(404);
    await client.signIn('marcus.chen@example.com');
    expect((await client.call('connect-payments', 'GET', '/Payment/Providers')).body).toEqual([]);
  });

  it('keeps a refresh: the account is connected as of now', async () => {
    const client = await sandbox.tenant('2026-11-22T15:00:00Z');
    await client.signIn('jordan.rivera@example.com');
    const refreshed = await client.call(
      'connect-payments',
      'POST',
      '/Payment/Providers/15001/Action',
      { action: 'refresh' },
    );
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toEqual({
      url: 'https://connect.stripe.com/express/demo/courtyard-15001',
      expiresAt: '2026-11-22T15:05:00.000Z',
    });
    const listed = await client.call('connect-payments', 'GET', '/Payment/Providers');
    expect(listed.body).toEqual([
      expect.objectContaining({ lastRefreshedAt: '2026-11-22T15:00:00.000Z' }),
    ]);
  });
});
