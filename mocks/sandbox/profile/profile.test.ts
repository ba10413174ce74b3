// @vitest-environment node
// Profile over HTTP: contacts, addresses and preferences kept; login changes take effect at the
// next sign-in; the primary email the payment provider needs (PA037); the community pages' reads.
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo.ts';
import { useTestSandbox, type Client } from '../test-client.ts';
import { DEMO_RESET_TOKEN } from './index.ts';

const sandbox = useTestSandbox();
const JORDAN = 'jordan.rivera@example.com';
const PRIYA = 'priya.shah@example.com';

interface Contact {
  contactId: number;
  type: string;
  label: string;
  value: string;
  isPrimary: boolean;
}

async function profileOf(client: Client, id = 1001) {
  const answer = await client.call('users', 'GET', `/Homeowner/${String(id)}`);
  expect(answer.status).toBe(200);
  return answer.body as unknown as { contacts: Contact[]; addresses: { addressId: number }[] };
}

function signInStatus(client: Client, email: string, password: string) {
  return client
    .call('users', 'POST', '/Users/Authenticate', { email, password })
    .then((a) => a.status);
}

describe('contacts and addresses', { timeout: 30_000 }, () => {
  it('keeps an added contact, and one primary of its type', async () => {
    const client = await sandbox.tenant();
    await client.signIn(JORDAN);
    const added = await client.call('users', 'POST', '/Homeowner/1001/contact', {
      type: 'phone',
      label: 'Home',
      value: '(555) 201-9001',
      isPrimary: true,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      label: 'Home',
      isPrimary: true,
      communicationPreference: 'none',
    });
    const { contacts } = await profileOf(client);
    expect(contacts.find((c) => c.contactId === added.body.contactId)?.value).toBe(
      '(555) 201-9001',
    );
    // The mobile was the primary phone; the new one is now.
    expect(contacts.find((c) => c.contactId === 17002)?.isPrimary).toBe(false);
    expect(contacts.filter((c) => c.type === 'email' && c.isPrimary)).toHaveLength(1);
  });

  it('edits a contact as itself: the others keep their labels and values', async () => {
    const client = await sandbox.tenant();
    await client.signIn(JORDAN);
    const before = (await profileOf(client)).contacts;
    const edited = await client.call('users', 'PATCH', '/Homeowner/1001/contact/17003', {
      label: 'Office',
      value: '(555) 201-7700',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      contactId: 17003,
      label: 'Office',
      value: '(555) 201-7700',
    });
    const after = (await profileOf(client)).contacts;
    expect(after.find((c) => c.contactId === 17003)).toMatchObject({ label: 'Office' });
    expect(after.filter((c) => c.contactId !== 17003)).toEqual(
      before.filter((c) => c.contactId !== 17003),
    );
    expect(
      (await client.call('users', 'PATCH', '/Homeowner/1001/contact/17101', { label: 'x' })).status,
    ).toBe(404);
  });

  it('deletes a contact and an address, and keeps an edited address', async () => {
    const client = await sandbox.tenant();
    await client.signIn(JORDAN);
    expect((await client.call('users', 'DELETE', '/Homeowner/1001/contact/17004')).status).toBe(
      204,
    );
    expect((await profileOf(client)).contacts.map((c) => c.contactId)).not.toContain(17004);
    expect((await client.call('users', 'DELETE', '/Homeowner/1001/contact/17004')).status).toBe(
      404,
    );

    const moved = await client.call('users', 'PUT', '/Homeowner/1001/address/18002', {
      label: 'Winter address',
      street: '100 King Street West',
      street2: 'Suite 5600',
      city: 'Toronto',
      country: 'Canada',
      province: 'ON',
      postalCode: 'M5X 1C9',
      isInternational: true,
      isPrimary: false,
    });
    expect(moved.status).toBe(200);
    expect((await profileOf(client)).addresses).toContainEqual(
      expect.objectContaining({ addressId: 18002, street: '100 King Street West' }),
    );
    const added = await client.call('users', 'POST', '/Homeowner/1001/address', {
      label: 'Lake house',
      street: '400 Lakeshore Drive',
      city: 'Chicago',
      state: 'IL',
      zip: '60611',
      isInternational: false,
      isPrimary: true,
    });
    expect(added.status).toBe(201);
    const addresses = (await profileOf(client)).addresses as {
      addressId: number;
      isPrimary: boolean;
    }[];
    expect(addresses.filter((a) => a.isPrimary).map((a) => a.addressId)).toEqual([
      added.body.addressId,
    ]);
    const bad = await client.call('users', 'POST', '/Homeowner/1001/address', {
      label: 'Nowhere',
      street: '1 Main',
      city: 'Springfield',
      state: 'IL',
      zip: '6270',
      isInternational: false,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ zip: ['Invalid zipcode'] });
    expect((await client.call('users', 'DELETE', '/Homeowner/1001/address/18002')).status).toBe(
      204,
    );
    expect((await profileOf(client)).addresses.map((a) => a.addressId)).not.toContain(18002);
  });

  it("answers only the person's own profile", async () => {
    const client = await sandbox.tenant();
    await client.signIn(PRIYA);
    expect((await profileOf(client, 1002)).contacts.map((c) => c.contactId)).toEqual([17101]);
    expect((await client.call('users', 'DELETE', '/Homeowner/1001/contact/17001')).status).toBe(
      404,
    );
  });
});

describe('the primary email (PA037)', { timeout: 30_000 }, () => {
  it('lets the provider login through with a primary email and refuses it without one', async () => {
    const client = await sandbox.tenant();
    await client.signIn(PRIYA);
    const login = () =>
      client.call('connect-payments', 'POST', '/Payment/Providers/15002/Action', {
        action: 'login',
      });
    expect((await login()).status).toBe(200);
    expect((await client.call('users', 'DELETE', '/Homeowner/1002/contact/17101')).status).toBe(
      204,
    );
    const refused = await login();
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('PA037');
    const added = await client.call('users', 'POST', '/Homeowner/1002/contact', {
      type: 'email',
      label: 'Personal email',
      value: PRIYA,
      isPrimary: true,
    });
    expect(added.status).toBe(201);
    expect((await login()).status).toBe(200);
  });
});

describe('preferences', { timeout: 30_000 }, () => {
  it('keeps a change, merged field by field', async () => {
    const client = await sandbox.tenant();
    await client.signIn(PRIYA);
    const changed = await client.call('users', 'PATCH', '/Homeowner/1002/Preferences', {
      receivePaymentRemindersByText: true,
      directoryVisibility: { homeowner: { showPhone: true } },
    });
    expect(changed.status).toBe(200);
    const kept = await client.call('users', 'GET', '/Homeowner/1002/Preferences');
    expect(kept.body).toEqual({
      sendPaymentConfirmationEmail: true,
      receivePaymentRemindersByText: true,
      directoryVisibility: {
        homeowner: { showName: true, showPhone: true, showEmail: true, showMailingAddress: true },
      },
      // Untouched by the change: the delivery choices as seeded (mocks/sandbox/delivery).
      paperlessStatements: { enabled: false },
      noticeChannels: {
        announcements: 'email',
        arc: 'email',
        meetings: 'email',
        payments: 'email',
        requests: 'email',
        violations: 'email',
      },
    });
    // Priya sits on no board: there is no board-member set to change.
    const board = await client.call('users', 'PATCH', '/Homeowner/1002/Preferences', {
      directoryVisibility: { boardMember: { showTitle: true } },
    });
    expect(board.status).toBe(422);
  });

  it('shows in the directory what each person chose to share', async () => {
    const client = await sandbox.tenant();
    await client.signIn(PRIYA);
    const directory = async () => {
      const answer = await client.call('users', 'GET', '/Community/Directory?associationId=101');
      expect(answer.status).toBe(200);
      return answer.body.items as unknown as { personId: number; phone?: string; email?: string }[];
    };
    const priya = async () => (await directory()).find((p) => p.personId === 15005);
    expect(
      (await client.call('users', 'GET', '/Community/Directory?associationId=101&search=Maple'))
        .body.totalCount,
    ).toBe(1);
    expect(await priya()).toEqual({
      personId: 15005,
      name: 'Priya Shah',
      email: 'priya.shah@example.com',
      address: {
        address1: '18 Maple Court',
        city: 'Springfield',
        stateProvince: 'IL',
        postalCode: '62704',
      },
      isBoardMember: false,
    });
    await client.call('users', 'PATCH', '/Homeowner/1002/Preferences', {
      directoryVisibility: { homeowner: { showPhone: true, showEmail: false } },
    });
    expect(await priya()).toMatchObject({ phone: '(555) 318-7710' });
    expect((await priya())?.email).toBeUndefined();
    await client.call('users', 'PATCH', '/Homeowner/1002/Preferences', {
      directoryVisibility: {
        homeowner: { showName: false, showPhone: false, showMailingAddress: false },
      },
    });
    expect(await priya()).toBeUndefined();
    expect((await directory()).map((p) => p.personId)).toEqual([15004, 15003, 15001, 15002, 15006]);
    // Search finds what is shown: Jordan's title, not his street (his board-member set hides it).
    const search = async (words: string) => {
      const answer = await client.call(
        'users',
        'GET',
        `/Community/Directory?associationId=101&search=${words}`,
      );
      return (answer.body.items as { personId: number }[]).map((p) => p.personId);
    };
    expect(await search('president')).toEqual([15001]);
    expect(await search('maple')).toEqual([]);
  });
});

describe('login changes', { timeout: 30_000 }, () => {
  it('takes a changed password at the next sign-in, and no longer the old one', async () => {
    const client = await sandbox.tenant();
    await client.signIn(JORDAN);
    const wrong = await client.call('users', 'PUT', '/Users/Password/', {
      currentPassword: 'not-it',
      newPassword: 'maple-grove-2026',
    });
    expect(wrong.status).toBe(422);
    const changed = await client.call('users', 'PUT', '/Users/Password/', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'maple-grove-2026',
    });
    expect(changed.status).toBe(204);
    expect(await signInStatus(client, JORDAN, DEMO_PASSWORD)).toBe(401);
    expect(await signInStatus(client, JORDAN, 'maple-grove-2026')).toBe(200);
  });

  it('takes a changed login email at the next sign-in, and refuses one in use', async () => {
    const client = await sandbox.tenant();
    await client.signIn(PRIYA);
    const taken = await client.call('users', 'PATCH', '/home/login', {
      email: JORDAN,
      currentPassword: DEMO_PASSWORD,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errorCode).toBe('AU003');
    const changed = await client.call('users', 'PATCH', '/home/login', {
      email: 'priya@shah.example',
      currentPassword: DEMO_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({
      userId: 1002,
      userName: 'priya.shah',
      email: 'priya@shah.example',
    });
    expect(await signInStatus(client, PRIYA, DEMO_PASSWORD)).toBe(401);
    await client.signIn('priya@shah.example');
    expect((await profileOf(client, 1002)) as unknown).toMatchObject({
      email: 'priya@shah.example',
    });
    const renamed = await client.call('users', 'PATCH', '/home/login', {
      userName: 'pshah',
      currentPassword: DEMO_PASSWORD,
    });
    expect(renamed.body).toMatchObject({ userName: 'pshah' });
    expect(typeof renamed.body.token).toBe('string');
  });

  it('resets a password once with the emailed token, and accepts any address alike', async () => {
    const client = await sandbox.tenant();
    for (const email of [JORDAN, 'nobody@example.com'])
      expect((await client.call('users', 'POST', '/Users/Password/Reset', { email })).status).toBe(
        202,
      );
    const reset = () =>
      client.call('users', 'PUT', '/Users/Password/', {
        resetToken: DEMO_RESET_TOKEN,
        newPassword: 'maple-grove-2026',
      });
    expect((await reset()).status).toBe(204);
    expect(await signInStatus(client, JORDAN, 'maple-grove-2026')).toBe(200);
    const again = await reset();
    expect(again.status).toBe(422);
    expect(again.body.errorCode).toBe('AU005');
  });
});

describe('the community pages', { timeout: 30_000 }, () => {
  it("answers the person's associations and refuses the others", async () => {
    const client = await sandbox.tenant();
    await client.signIn(PRIYA);
    const faq = await client.call('users', 'GET', '/Community/Faq?associationId=101');
    expect(faq.status).toBe(200);
    expect((faq.body.categories as unknown[]).length).toBe(4);
    const help = await client.call('users', 'GET', '/Community/Help?associationId=101');
    expect(help.body.communityManager).toMatchObject({ name: 'Dana Whitfield' });
    expect((await client.call('users', 'GET', '/Community/Faq?associationId=102')).status).toBe(
      404,
    );
    const from = new Date(Date.now() - 40 * 86_400_000).toISOString();
    const to = new Date(Date.now() + 40 * 86_400_000).toISOString();
    const events = await client.call(
      'users',
      'GET',
      `/Community/Events?associationId=101&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    );
    expect(events.status).toBe(200);
    const ids = (events.body.events as { eventId: number }[]).map((e) => e.eventId);
    expect(ids).toEqual([13004, 13003, 13005, 13001, 13006, 13002]);
    const none = await client.call(
      'users',
      'GET',
      `/Community/Events?associationId=101&from=${encodeURIComponent(to)}&to=${encodeURIComponent(new Date(Date.now() + 80 * 86_400_000).toISOString())}`,
    );
    expect(none.body.events).toEqual([]);
  });
});
