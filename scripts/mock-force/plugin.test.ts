// @vitest-environment node
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { SCRIPT_TAG, applyRule, moduleCode, wantsScript, withScript } from './plugin';
import { MOCK_COOKIE, encodeRules, parseRule, type MockRule } from './rules';

const cookie = (...texts: string[]) =>
  `${MOCK_COOKIE}=${encodeRules(texts.map((t) => parseRule(t)).filter((r): r is MockRule => !!r))}`;

function call(method: string, url: string, headers: Record<string, string> = {}) {
  const destroy = vi.fn();
  const request = { method, url, headers: { ...headers }, socket: { destroy } };
  const setHeader = vi.fn();
  const response = { setHeader };
  const passed = applyRule(
    request as unknown as IncomingMessage,
    response as unknown as ServerResponse,
  );
  return { passed, prefer: request.headers.prefer, destroy, setHeader };
}

describe('the mock proxy reading the cookie', () => {
  const rules = cookie('GET /Messages code=500', 'GET /Security abort');

  it("sends a matching rule to Prism as Prefer and names it in the answer's headers", () => {
    const forced = call('GET', '/mock/users/Messages?unreadOnly=true', { cookie: rules });
    expect(forced.passed).toBe(true);
    expect(forced.prefer).toBe('code=500');
    expect(forced.setHeader).toHaveBeenCalledWith('X-Mock-Forced', 'GET /Messages code=500');
  });

  it('leaves other calls, other services and an explicit Prefer alone', () => {
    expect(call('GET', '/mock/users/Messages/12001', { cookie: rules }).prefer).toBeUndefined();
    expect(call('PATCH', '/mock/users/Messages', { cookie: rules }).prefer).toBeUndefined();
    expect(call('GET', '/mock/users/Messages').prefer).toBeUndefined();
    expect(
      call('GET', '/mock/users/Messages', { cookie: rules, prefer: 'example=empty' }).prefer,
    ).toBe('example=empty');
    expect(call('GET', '/mock/usersx/Messages', { cookie: rules }).prefer).toBeUndefined();
  });

  it('drops the connection for an abort rule', () => {
    const dropped = call('GET', '/mock/users/Security', { cookie: rules });
    expect(dropped.passed).toBe(false);
    expect(dropped.destroy).toHaveBeenCalled();
  });
});

describe('the page script', () => {
  const built =
    '<html><head><title>Courtyard</title>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n  </head><body></body></html>';

  it('comes before the app script, so it runs first', () => {
    const html = withScript(built);
    expect(html.indexOf(SCRIPT_TAG)).toBeGreaterThan(0);
    expect(html.indexOf(SCRIPT_TAG)).toBeLessThan(html.indexOf('/assets/index.js'));
    expect(withScript('<head></head>')).toContain(`${SCRIPT_TAG}\n  </head>`);
  });

  it('is added to a preview page only for ?mock= or the cookie', () => {
    const page = (originalUrl: string, headers: Record<string, string> = {}) =>
      ({ url: '/index.html', originalUrl, headers }) as unknown as IncomingMessage;
    expect(wantsScript(page('/dashboard?mock=GET%20%2FMessages%20code%3D500'))).toBe(true);
    expect(wantsScript(page('/dashboard', { cookie: cookie('GET /Messages code=500') }))).toBe(
      true,
    );
    expect(wantsScript(page('/dashboard?account=MG-1001', { cookie: 'theme=dark' }))).toBe(false);
  });

  it('is served as JavaScript: no types left, imports beside it', async () => {
    expect(await moduleCode('force.js')).toContain("from './client.ts'");
    const client = await moduleCode('client.ts');
    expect(client).toContain('from "./rules.ts"');
    expect(client).not.toMatch(/satisfies|: MockRule|import type|type MockRule/);
    expect(await moduleCode('rules.ts')).not.toMatch(/interface MockRule|: string\)/);
    expect(await moduleCode('plugin.ts')).toBeUndefined();
  });
});
