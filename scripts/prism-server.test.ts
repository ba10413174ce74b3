// @vitest-environment node
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { freePortBase } from '../mocks/sandbox/free-ports';
import { parsePrismArgs } from './prism-server';
import { waitForPort } from './processes';

describe("prism-server's command line", () => {
  it('takes the flags scripts/mock.ts passes, with the CLI defaults for the rest', () => {
    expect(
      parsePrismArgs(['mock', 'openapi/users.yaml', '--host', '127.0.0.1', '--port', '4010']),
    ).toEqual({
      document: 'openapi/users.yaml',
      host: '127.0.0.1',
      port: 4010,
      errors: false,
      verboseLevel: 'info',
    });
    expect(
      parsePrismArgs([
        'proxy',
        'openapi/users.yaml',
        'https://staging.example/users',
        '--port',
        '5010',
        '--errors',
        '--verboseLevel',
        'silent',
      ]),
    ).toEqual({
      document: 'openapi/users.yaml',
      upstream: new URL('https://staging.example/users'),
      host: '127.0.0.1',
      port: 5010,
      errors: true,
      verboseLevel: 'silent',
    });
  });

  it('refuses what Prism would not start with', () => {
    expect(() => parsePrismArgs(['mock'])).toThrow(/mock <document>/);
    expect(() => parsePrismArgs(['mock', 'a.yaml', 'https://x.example'])).toThrow(
      /mock <document>/,
    );
    expect(() => parsePrismArgs(['proxy', 'a.yaml'])).toThrow(/proxy <document> <upstream>/);
    expect(() => parsePrismArgs(['serve', 'a.yaml'])).toThrow(/mock <document>/);
    expect(() => parsePrismArgs(['proxy', 'a.yaml', 'staging'])).toThrow(/Invalid upstream URL/);
    expect(() => parsePrismArgs(['mock', 'a.yaml', '--port', 'x'])).toThrow(/not a port/);
    expect(() => parsePrismArgs(['mock', 'a.yaml', '--verboseLevel', 'loud'])).toThrow(/one of/);
    expect(() => parsePrismArgs(['mock', 'a.yaml', '--dynamic'])).toThrow(/Unknown option/);
  });
});

describe('a mock started by prism-server', () => {
  it('sends no CORS headers: another site’s page cannot read it', async () => {
    const port = await freePortBase();
    const child = spawn(
      process.execPath,
      ['scripts/prism-server.ts', 'mock', 'openapi/users.yaml', '--port', String(port)],
      { stdio: 'ignore' },
    );
    try {
      await waitForPort(port, 40_000);
      const answer = await fetch(`http://127.0.0.1:${String(port)}/Users/Authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://evil.example' },
        body: JSON.stringify({ email: 'jordan.rivera@example.com', password: 'secret1' }),
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    } finally {
      child.kill('SIGKILL');
    }
  }, 60_000);
});
