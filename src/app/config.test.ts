import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { capabilities } from '@generated/capabilities';
import { CONFIG_TIMEOUT_MS, ConfigError, loadRuntimeConfig, parseRuntimeConfig } from './config';

const shipped = JSON.parse(readFileSync('public/config.json', 'utf8')) as Record<string, unknown>;

function problemsOf(raw: unknown): string[] {
  try {
    parseRuntimeConfig(raw);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('runtime configuration', () => {
  it('accepts the shipped mock configuration', () => {
    expect(problemsOf(shipped)).toEqual([]);
  });

  it('names the key of a bad service URL', () => {
    const raw = { ...shipped, services: { ...(shipped.services as object), users: 'ftp://x' } };
    expect(problemsOf(raw)).toEqual([
      'services.users: must be an https URL (http only on localhost) or a path starting with /',
    ]);
  });

  it('names a missing key, a wrongly typed flag and an unknown key', () => {
    const { helpCenterUrl: _omit, ...rest } = shipped;
    const problems = problemsOf({ ...rest, expressLayout: 'yes', colour: 'blue' });
    expect(problems.some((p) => p.startsWith('helpCenterUrl:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('expressLayout:'))).toBe(true);
    expect(problems).toContain('colour: unknown key');
  });

  it('refuses a parent origin with a path, and a secret key in place of the publishable one', () => {
    const problems = problemsOf({
      ...shipped,
      embedParentOrigins: ['https://hoa.example.com/portal'],
      stripePublishableKey: 'sk_live_123',
    });
    expect(problems.some((p) => p.startsWith('embedParentOrigins.0:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('stripePublishableKey:'))).toBe(true);
  });

  it('refuses plain http outside this machine, in services, links and parent origins', () => {
    const services = shipped.services as Record<string, string>;
    const problems = problemsOf({
      ...shipped,
      services: { ...services, users: 'http://api.courtyard.example/users' },
      helpCenterUrl: 'http://localhost.evil.example/help',
      embedParentOrigins: ['http://hoa.example.com'],
    });
    expect(problems).toEqual([
      'services.users: must be an https URL (http only on localhost) or a path starting with /',
      'helpCenterUrl: must be an https URL',
      'embedParentOrigins.0: must be an origin such as https://www.example.com (no path, no trailing slash; http only on localhost)',
    ]);
    expect(
      problemsOf({
        ...shipped,
        services: { ...services, users: 'http://127.0.0.1:4610' },
        embedParentOrigins: ['http://localhost:5173', 'http://[::1]:8080'],
      }),
    ).toEqual([]);
  });

  it('refuses the sandbox providers beside a live key or https services', () => {
    const services = Object.fromEntries(
      Object.keys(shipped.services as object).map((key) => [key, `https://api.example.com/${key}`]),
    );
    expect(problemsOf({ ...shipped, stripePublishableKey: 'pk_live_abc123' })).toEqual([
      'paymentProvider: the sandbox provider cannot be used with a live key (pk_live_…)',
    ]);
    expect(problemsOf({ ...shipped, services })).toEqual([
      'paymentProvider: the sandbox provider cannot be used with https services',
      'captchaProvider: the sandbox provider cannot be used with https services',
    ]);
    expect(
      problemsOf({
        ...shipped,
        services,
        stripePublishableKey: 'pk_live_abc123',
        paymentProvider: 'stripe',
        captchaProvider: 'recaptcha',
      }),
    ).toEqual([]);
  });

  it('explains a file that is not an object, or has no services', () => {
    expect(problemsOf([])).toEqual(['(root): must be a JSON object']);
    const { services: _omit, ...rest } = shipped;
    expect(problemsOf(rest)).toContain('services: must be an object with one base URL per service');
  });

  it('offers every capability in the shipped file, and none in a file without the key', () => {
    expect(parseRuntimeConfig(shipped).capabilities).toEqual([...capabilities]);
    const { capabilities: _omit, ...older } = shipped;
    expect(parseRuntimeConfig(older).capabilities).toEqual([]);
  });

  it('names an unknown, repeated or mistyped capability', () => {
    expect(problemsOf({ ...shipped, capabilities: ['faq', 'Faq', 'faq', 3] })).toEqual([
      `capabilities.1: must be one of ${capabilities.join(', ')}`,
      'capabilities.2: faq is listed twice',
      `capabilities.3: must be one of ${capabilities.join(', ')}`,
    ]);
    expect(problemsOf({ ...shipped, capabilities: 'faq' })).toEqual([
      'capabilities: must be a list',
    ]);
  });

  it('trims what it accepts', () => {
    const config = parseRuntimeConfig({ ...shipped, helpCenterUrl: ' https://help.example.com ' });
    expect(config.helpCenterUrl).toBe('https://help.example.com');
  });
});

describe('loading the runtime configuration', () => {
  const failureOf = async (load: Promise<unknown>) => {
    try {
      await load;
    } catch (error) {
      if (error instanceof ConfigError) return { problems: error.problems, retry: error.retryable };
      throw error;
    }
    return null;
  };

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('gives up after 10 s without an answer, offering Retry', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => {
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    const failure = failureOf(loadRuntimeConfig());
    await vi.advanceTimersByTimeAsync(CONFIG_TIMEOUT_MS);
    expect(await failure).toEqual({
      problems: ['/config.json: did not answer within 10 s'],
      retry: true,
    });
  });

  it('offers Retry for a network error or a 5xx, not for a file that is there and wrong', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect((await failureOf(loadRuntimeConfig()))?.retry).toBe(true);
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 503 })));
    expect((await failureOf(loadRuntimeConfig()))?.retry).toBe(true);
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 404 })));
    expect((await failureOf(loadRuntimeConfig()))?.retry).toBe(false);
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{not json')));
    expect(await failureOf(loadRuntimeConfig())).toEqual({
      problems: ['/config.json: is not valid JSON'],
      retry: false,
    });
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json(shipped)));
    expect(await failureOf(loadRuntimeConfig())).toBeNull();
  });
});
