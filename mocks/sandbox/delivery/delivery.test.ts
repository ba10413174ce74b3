// @vitest-environment node
// Statement delivery over HTTP: paperless consent given (with its date and who gave it) and
// withdrawn, kept; the per-notice channels kept; mimic mode and a family member refused.
import { describe, expect, it } from 'vitest';
import { TENANT_HEADER } from '../demo.ts';
import { text, useTestSandbox, type Client } from '../test-client.ts';

const sandbox = useTestSandbox();
const CONSENT = { consentText: 'I agree to receive my statements electronically.' };

async function mimicking(client: Client, email: string): Promise<string> {
  await client.signIn('dana.whitfield@harborview.example');
  const opened = await fetch(sandbox.url('control', '/__sandbox/mimic'), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [TENANT_HEADER]: client.tenant,
      authorization: `Bearer ${client.token ?? ''}`,
    },
    body: JSON.stringify({ email }),
  });
  const { path } = (await opened.json()) as { path: string };
  return new URL(path, 'http://x.invalid').searchParams.get('token') ?? '';
}

describe('paperless statements', { timeout: 30_000 }, () => {
  it('records the consent with its date and who gave it, and withdraws it', async () => {
    const client = await sandbox.tenant();
    await client.signIn('priya.shah@example.com');
    const before = await client.call('users', 'GET', '/Homeowner/1002/Preferences');
    expect(before.body.paperlessStatements).toEqual({ enabled: false });

    const given = await client.call(
      'users',
      'PUT',
      '/Homeowner/1002/Preferences/Paperless',
      CONSENT,
    );
    expect(given.status).toBe(200);
    expect(given.body.paperlessStatements).toMatchObject({ enabled: true, givenBy: 'Priya Shah' });
    const since = text((given.body.paperlessStatements as { since?: string }).since);

    // Consenting again keeps the first date; a read gives the same.
    await client.call('users', 'PUT', '/Homeowner/1002/Preferences/Paperless', CONSENT);
    const read = await client.call('users', 'GET', '/Homeowner/1002/Preferences');
    expect(read.body.paperlessStatements).toEqual({ enabled: true, since, givenBy: 'Priya Shah' });

    const withdrawn = await client.call('users', 'DELETE', '/Homeowner/1002/Preferences/Paperless');
    expect(withdrawn.body.paperlessStatements).toEqual({ enabled: false });
    const after = await client.call('users', 'GET', '/Homeowner/1002/Preferences');
    expect(after.body.paperlessStatements).toEqual({ enabled: false });
  });

  it('refuses a staff member mimicking the homeowner, with the contract problem', async () => {
    const client = await sandbox.tenant();
    client.token = await mimicking(client, 'priya.shah@example.com');
    const refused = await client.call(
      'users',
      'PUT',
      '/Homeowner/1002/Preferences/Paperless',
      CONSENT,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('PF403');
    const withdraw = await client.call('users', 'DELETE', '/Homeowner/1002/Preferences/Paperless');
    expect(withdraw.status).toBe(403);
    // The channels are still the homeowner's to set with the staff member's help.
    const changed = await client.call('users', 'PATCH', '/Homeowner/1002/Preferences', {
      noticeChannels: { violations: 'both' },
    });
    expect(changed.status).toBe(200);
  });

  it("shares the account holder's consent with a co-owner", async () => {
    const client = await sandbox.tenant();
    await client.signIn('jordan.rivera@example.com');
    await client.call('users', 'PUT', '/Homeowner/1001/Preferences/Paperless', CONSENT);
    await client.signIn('sam.rivera@example.com');
    const sam = await client.call('users', 'GET', '/Homeowner/1601/Preferences');
    expect(sam.body.paperlessStatements).toMatchObject({ enabled: true, givenBy: 'Jordan Rivera' });
  });
});

describe('notice channels', { timeout: 30_000 }, () => {
  it('keeps each kind of notice its channel, the others unchanged', async () => {
    const client = await sandbox.tenant();
    await client.signIn('priya.shah@example.com');
    const before = await client.call('users', 'GET', '/Homeowner/1002/Preferences');
    expect(before.body.noticeChannels).toMatchObject({ payments: 'email', meetings: 'email' });
    const changed = await client.call('users', 'PATCH', '/Homeowner/1002/Preferences', {
      noticeChannels: { payments: 'both', meetings: 'none', arc: 'text' },
    });
    expect(changed.status).toBe(200);
    const read = await client.call('users', 'GET', '/Homeowner/1002/Preferences');
    expect(read.body.noticeChannels).toEqual({
      payments: 'both',
      requests: 'email',
      arc: 'text',
      violations: 'email',
      announcements: 'email',
      meetings: 'none',
    });
    // The directory choices are as they were.
    expect(read.body.directoryVisibility).toEqual(before.body.directoryVisibility);
  });
});
