// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parsePrismArgs } from './prism-server';

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
