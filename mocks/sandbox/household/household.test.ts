// @vitest-environment node
// Households over HTTP: invite, resend, revoke; sign up through the link; a family member sees
// the community but is refused payments and saved methods (the contract's 403); a co-owner is not.
import { describe, expect, it } from 'vitest';
import { useTestSandbox, text, type Client } from '../test-client.ts';
import { DEMO_INVITATION_CODE } from './index.ts';

const sandbox = useTestSandbox();
const PRIYA = 'priya.shah@example.com';

function codeOf(link: string): string {
  return new URL(link, 'http://portal.invalid').searchParams.get('invitation') ?? '';
}

async function invite(client: Client, email: string, role: 'family' | 'coOwner') {
  const sent = await client.call('users', 'POST', '/Homeowner/1002/Household/Invitations', {
    email,
    role,
  });
  expect(sent.status).toBe(201);
  return sent.body;
}

async function join(client: Client, code: string, firstName: string) {
  return client.call('users', 'POST', '/Household/Invitation/Accept', {
    code,
    firstName,
    lastName: 'Shah',
    password: 'correct-horse',
  });
}

describe('invitations', { timeout: 30_000 }, () => {
  it('lists a sent invitation with its link, resends it with a new link and revokes it', async () => {
    const client = await sandbox.tenant();
    await client.signIn(PRIYA);
    const sent = await invite(client, 'Ravi.Shah@example.com', 'family');
    expect(sent).toMatchObject({ email: 'ravi.shah@example.com', role: 'family' });
    const first = text(sent.link);
    const household = await client.call('users', 'GET', '/Homeowner/1002/Household');
    expect(household.body).toMatchObject({ canManage: true, members: [] });
    expect(household.body.invitations).toMatchObject([{ link: first }]);

    // The same address again is refused while the invitation is pending.
    const again = await client.call('users', 'POST', '/Homeowner/1002/Household/Invitations', {
      email: 'ravi.shah@example.com',
      role: 'coOwner',
    });
    expect(again.status).toBe(409);

    const id = text(sent.invitationId);
    const resent = await client.call(
      'users',
      'POST',
      `/Homeowner/1002/Household/Invitations/${id}/Resend`,
    );
    expect(resent.status).toBe(200);
    const second = text(resent.body.link);
    expect(second).not.toBe(first);
    // The first link stopped working; the new one works.
    const old = await client.call('users', 'POST', '/Household/Invitation', {
      code: codeOf(first),
    });
    expect(old.status).toBe(404);
    const current = await client.call('users', 'POST', '/Household/Invitation', {
      code: codeOf(second),
    });
    expect(current.body).toMatchObject({ email: 'ravi.shah@example.com', invitedBy: 'Priya Shah' });

    const revoked = await client.call(
      'users',
      'DELETE',
      `/Homeowner/1002/Household/Invitations/${id}`,
    );
    expect(revoked.status).toBe(204);
    const gone = await client.call('users', 'POST', '/Household/Invitation', {
      code: codeOf(second),
    });
    expect(gone.status).toBe(404);
    expect(gone.body.errorCode).toBe('HH404');
    const after = await client.call('users', 'GET', '/Homeowner/1002/Household');
    expect(after.body.invitations).toEqual([]);
  });

  it("reads the seeded invitation of the contract's example", async () => {
    const client = await sandbox.tenant();
    const read = await client.call('users', 'POST', '/Household/Invitation', {
      code: DEMO_INVITATION_CODE,
    });
    expect(read.body).toMatchObject({
      email: 'alex.rivera@example.com',
      invitedBy: 'Jordan Rivera',
    });
  });
});

describe('members', { timeout: 30_000 }, () => {
  it('gives a family member the community and refuses their payments and methods', async () => {
    const client = await sandbox.tenant();
    await client.signIn(PRIYA);
    const sent = await invite(client, 'ravi.shah@example.com', 'family');
    const joined = await join(client, codeOf(text(sent.link)), 'Ravi');
    expect(joined.status).toBe(201);
    // The link is used up.
    expect((await join(client, codeOf(text(sent.link)), 'Ravi')).status).toBe(404);

    await client.signIn('ravi.shah@example.com');
    const userId = text(joined.body.userId);
    const security = await client.call('users', 'GET', '/Security');
    expect(security.body.roles).toEqual(['nonHomeownerMember']);
    const settings = await client.call('users', 'GET', '/HomeSettings');
    expect(JSON.stringify(settings.body)).toContain('18 Maple Court');
    const methods = await client.call('connect-payments', 'GET', '/PaymentMethod');
    expect(methods.status).toBe(403);
    expect(methods.body.errorCode).toBe('HH403');
    const payments = await client.call('connect-payments', 'GET', '/Payment?ownerId=5007');
    expect(payments.status).toBe(403);
    // Their household page shows who shares the account, without managing it.
    const household = await client.call('users', 'GET', `/Homeowner/${userId}/Household`);
    expect(household.body).toMatchObject({ canManage: false });
    const inviting = await client.call(
      'users',
      'POST',
      `/Homeowner/${userId}/Household/Invitations`,
      {
        email: 'someone@example.com',
        role: 'family',
      },
    );
    expect(inviting.status).toBe(403);
    const consent = await client.call(
      'users',
      'PUT',
      `/Homeowner/${userId}/Preferences/Paperless`,
      {
        consentText: 'I agree.',
      },
    );
    expect(consent.status).toBe(403);

    await client.signIn(PRIYA);
    const members = await client.call('users', 'GET', '/Homeowner/1002/Household');
    expect(members.body.members).toMatchObject([{ name: 'Ravi Shah', role: 'family' }]);
  });

  it('gives a co-owner the payments', async () => {
    const client = await sandbox.tenant();
    await client.signIn('sam.rivera@example.com');
    const methods = await client.call('connect-payments', 'GET', '/PaymentMethod');
    expect(methods.status).toBe(200);
    const security = await client.call('users', 'GET', '/Security');
    expect(security.body.roles).toEqual(['homeowner']);
  });
});
