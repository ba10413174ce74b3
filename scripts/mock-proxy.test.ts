// @vitest-environment node
// `npm run mock:proxy` against a real upstream: a Prism mock of the users contract stands in for
// the service, on free loopback ports, so the test needs nothing outside this repository.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseProxyArgs } from './mock-proxy';
import { waitForPort } from './processes';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

describe('the proxy command line', () => {
  it('puts each service where its mock would listen', () => {
    expect(parseProxyArgs(['--upstream', 'https://staging.example/api'], 4010).plan).toHaveLength(
      5,
    );
    expect(
      parseProxyArgs(
        ['--upstream', 'https://staging.example/users', '--service', 'users', '--report-only'],
        5010,
      ),
    ).toEqual({
      reportOnly: true,
      plan: [{ service: 'users', port: 5010, upstream: 'https://staging.example/users' }],
    });
    expect(
      parseProxyArgs(
        [
          '--upstream',
          'connect-payments=https://pay.example/v2',
          '--upstream',
          'users=http://u.example',
        ],
        4010,
      ).plan,
    ).toEqual([
      { service: 'users', port: 4010, upstream: 'http://u.example/' },
      { service: 'connect-payments', port: 4013, upstream: 'https://pay.example/v2' },
    ]);
  });

  it('says what is wrong with it', () => {
    expect(() => parseProxyArgs([], 4010)).toThrow(/Which service\?/);
    expect(() => parseProxyArgs(['--upstream', 'staging'], 4010)).toThrow(/not a URL/);
    expect(() => parseProxyArgs(['--upstream', 'ftp://x.example'], 4010)).toThrow(/http/);
    expect(() => parseProxyArgs(['--upstream', 'billing=https://x.example'], 4010)).toThrow(
      /Unknown service "billing"/,
    );
    expect(() => parseProxyArgs(['--upstream'], 4010)).toThrow(/needs a value/);
    expect(() => parseProxyArgs(['--upstrem', 'https://x.example'], 4010)).toThrow(
      /Unknown option/,
    );
  });
});

describe('npm run mock:proxy in front of a service', () => {
  const started: ChildProcess[] = [];
  let proxyUrl = '';
  let terminal = '';

  // Each in its own process group, so stopping it stops the Prism it started too.
  const run = (args: string[], env: NodeJS.ProcessEnv = {}) => {
    const child = spawn(process.execPath, args, {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    started.push(child);
    return child;
  };

  beforeAll(async () => {
    const [upstreamPort, proxyPort] = [await freePort(), await freePort()];
    run([
      'node_modules/.bin/prism',
      'mock',
      'openapi/users.yaml',
      '--host',
      '127.0.0.1',
      '--port',
      String(upstreamPort),
    ]);
    const proxy = run(
      [
        'scripts/mock-proxy.ts',
        '--upstream',
        `http://127.0.0.1:${upstreamPort}`,
        '--service',
        'users',
      ],
      { MOCK_PORT_BASE: String(proxyPort) },
    );
    proxy.stdout.on('data', (chunk: Buffer) => (terminal += chunk.toString()));
    proxy.stderr.on('data', (chunk: Buffer) => (terminal += chunk.toString()));
    await Promise.all([waitForPort(upstreamPort, 40_000), waitForPort(proxyPort, 40_000)]);
    proxyUrl = `http://127.0.0.1:${proxyPort}`;
  }, 60_000);

  afterAll(() => {
    for (const child of started)
      if (child.pid && child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
  });

  const authenticate = (body: object) =>
    fetch(`${proxyUrl}/Users/Authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('passes a request that meets the contract to the service and returns its answer', async () => {
    const response = await authenticate({
      email: 'jordan.rivera@example.com',
      password: 'secret1',
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { userId: number }).userId).toBe(1001);
    // Printed once the proxy's port is open: maybe a moment after this test saw it open.
    await expect.poll(() => terminal).toContain(`users  ${proxyUrl}  → http://127.0.0.1:`);
  });

  it('refuses a request that breaks the contract, and says so in the terminal', async () => {
    const response = await authenticate({ email: 'jordan.rivera@example.com' });
    expect(response.status).toBe(422);
    const problem = (await response.json()) as { type: string; validation: { message: string }[] };
    expect(problem.type).toBe('https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY');
    expect(problem.validation.map((v) => v.message)).toEqual([
      "Request body must have required property 'password'",
    ]);
    await expect
      .poll(() => terminal, { timeout: 5_000 })
      .toContain('users: POST /Users/Authenticate: UNPROCESSABLE_ENTITY: Invalid request');
  });

  it('reports an answer from the service that breaks the contract', async () => {
    // The stand-in answers a status the contract does not define for GET /Messages.
    const response = await fetch(`${proxyUrl}/Messages?unreadOnly=true`, {
      headers: { authorization: 'Bearer token', prefer: 'code=404' },
    });
    expect(response.status).toBe(404);
    await expect
      .poll(() => terminal, { timeout: 5_000 })
      .toMatch(
        /users: GET \/Messages: response Unable to match the returned status code with those defined in the document: 200,400,401,500 \(warning\)/,
      );
  });
});
