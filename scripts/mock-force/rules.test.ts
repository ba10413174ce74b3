import { describe, expect, it } from 'vitest';
import {
  decodeRules,
  encodeRules,
  mergeRules,
  parseRule,
  readCookie,
  ruleFor,
  type MockRule,
} from './rules';

const rule = (text: string): MockRule => {
  const parsed = parseRule(text);
  if (!parsed) throw new Error(`not a rule: ${text}`);
  return parsed;
};

describe('reading a rule', () => {
  it('takes a method, a path and what Prism should prefer', () => {
    expect(parseRule('GET /Messages code=500')).toEqual({
      method: 'GET',
      path: '/Messages',
      prefer: 'code=500',
      text: 'GET /Messages code=500',
    });
    expect(parseRule(' post /Users/Authenticate code=404,example=noAccount ')).toMatchObject({
      method: 'POST',
      prefer: 'code=404, example=noAccount',
      text: 'POST /Users/Authenticate code=404, example=noAccount',
    });
    expect(parseRule('GET /Messages abort')?.prefer).toBe('abort');
    expect(parseRule('PATCH /Messages/{id} dynamic=true')?.path).toBe('/Messages/{id}');
  });

  it('refuses anything else, so a typo shows as not understood', () => {
    for (const text of [
      'GET /Messages',
      'FETCH /Messages code=500',
      'GET Messages code=500',
      'GET /Messages code=5000',
      'GET /Messages code=500; example=x',
      'GET /Messages status=500',
      'GET /Messages example=<script>',
      'GET /Mess"ages code=500',
    ])
      expect(parseRule(text), text).toBeNull();
  });
});

describe('matching a call', () => {
  const rules = [
    rule('GET /Messages code=500'),
    rule('GET /Messages/* example=replyToRequest'),
    rule('POST /Board/ArcRequests/{id}/Vote code=409'),
    rule('GET /mock/connect-payments/Account code=500'),
  ];

  it('by method and the path within the service, any query', () => {
    expect(ruleFor(rules, 'get', 'users', '/Messages')?.prefer).toBe('code=500');
    expect(ruleFor(rules, 'POST', 'users', '/Messages')).toBeUndefined();
    expect(ruleFor(rules, 'GET', 'users', '/Messages/12003')?.prefer).toBe(
      'example=replyToRequest',
    );
    expect(ruleFor(rules, 'GET', 'users', '/Messages/12003/Reply')).toBeUndefined();
    expect(ruleFor(rules, 'POST', 'action-items', '/Board/ArcRequests/6001/Vote')?.prefer).toBe(
      'code=409',
    );
  });

  it('a /mock/<service> path only in that service', () => {
    expect(ruleFor(rules, 'GET', 'connect-payments', '/Account')?.prefer).toBe('code=500');
    expect(ruleFor(rules, 'GET', 'express-pay', '/Account')).toBeUndefined();
  });

  it('the newer rule for the same call replaces the older one', () => {
    const merged = mergeRules(rules, [rule('get /Messages code=401')]);
    expect(merged).toHaveLength(rules.length);
    expect(ruleFor(merged, 'GET', 'users', '/Messages')?.prefer).toBe('code=401');
  });
});

describe('the cookie', () => {
  it('round-trips the rules in cookie-safe characters', () => {
    const rules = [
      rule('GET /Messages code=500'),
      rule('POST /Payment/Setup code=400, example=PA037'),
    ];
    const value = encodeRules(rules);
    expect(value).toMatch(/^[\w%.!~*'()-]+$/);
    expect(decodeRules(value)).toEqual(rules);
    expect(readCookie(`theme=dark; courtyard_mock=${value}; x=1`, 'courtyard_mock')).toBe(value);
  });

  it('ignores what it cannot read', () => {
    expect(decodeRules(undefined)).toEqual([]);
    expect(decodeRules('%E0%A4%A')).toEqual([]);
    expect(decodeRules(encodeURIComponent('{"a":1}'))).toEqual([]);
    expect(decodeRules(encodeURIComponent('["nonsense", "GET /Messages code=500"]'))).toHaveLength(
      1,
    );
    expect(readCookie(undefined, 'courtyard_mock')).toBeUndefined();
    expect(readCookie('xcourtyard_mock=1', 'courtyard_mock')).toBeUndefined();
  });
});
