import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseRuntimeConfig } from './config';

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
      'services.users: must be an http(s) URL or a path starting with /',
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

  it('explains a file that is not an object, or has no services', () => {
    expect(problemsOf([])).toEqual(['(root): must be a JSON object']);
    const { services: _omit, ...rest } = shipped;
    expect(problemsOf(rest)).toContain('services: must be an object with one base URL per service');
  });

  it('trims what it accepts', () => {
    const config = parseRuntimeConfig({ ...shipped, helpCenterUrl: ' https://help.example.com ' });
    expect(config.helpCenterUrl).toBe('https://help.example.com');
  });
});
