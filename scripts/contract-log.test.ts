import { describe, expect, it } from 'vitest';
import {
  classify,
  contractLogPath,
  describeSummary,
  summarise,
  violationsOf,
} from './contract-log';

// Shapes captured from Prism 5.14 (`prism mock openapi/users.yaml --errors`).
const missingPassword = JSON.stringify([
  {
    location: ['request', 'body'],
    severity: 'Error',
    code: 'required',
    message: "Request body must have required property 'password'",
  },
]);
const contractExample = JSON.stringify({
  type: 'https://courtyard.example/problems/validation',
  title: 'Validation failed',
  status: 422,
});

describe('classifying a Prism answer', () => {
  it('passes a request that met its contract', () => {
    expect(classify(200, undefined, null)).toEqual({});
  });

  it("passes a 422 example picked with Prefer: the contract's own body, no violations", () => {
    expect(classify(422, undefined, contractExample)).toEqual({});
  });

  it('rejects a request Prism answered with violations, whatever the status', () => {
    expect(classify(422, missingPassword, contractExample)).toEqual({
      rejection: "request.body Request body must have required property 'password'",
    });
    expect(classify(400, missingPassword, null).rejection).toMatch(/password/);
  });

  it("rejects Prism's own validation, path and security problems", () => {
    for (const type of [
      'UNPROCESSABLE_ENTITY',
      'NO_PATH_MATCHED_ERROR',
      'NO_METHOD_MATCHED_ERROR',
      'UNAUTHORIZED',
      'INVALID_CONTENT_TYPE',
      'VIOLATIONS',
    ]) {
      const body = JSON.stringify({
        type: `https://stoplight.io/prism/errors#${type}`,
        title: 'Invalid request',
        detail: 'why',
      });
      expect(classify(422, undefined, body).rejection).toBe(`422 ${type}: Invalid request: why`);
    }
  });

  it('notes, without failing, a Prefer that asked for an example the contract lacks', () => {
    const body = JSON.stringify({
      type: 'https://stoplight.io/prism/errors#NOT_FOUND',
      title: 'The server cannot find the requested content',
    });
    expect(classify(404, undefined, body)).toEqual({
      note: '404 NOT_FOUND: The server cannot find the requested content',
    });
  });

  it('ignores warnings and counts a truncated violation list as a rejection', () => {
    expect(
      violationsOf(JSON.stringify([{ location: ['request'], severity: 'Warning', message: 'x' }])),
    ).toEqual([]);
    expect(violationsOf('Too many violations! [{"location"')).toHaveLength(1);
    expect(classify(200, undefined, 'not json')).toEqual({});
  });
});

describe('summarising a run', () => {
  const log = [
    { service: 'users', method: 'GET', path: '/Messages', status: 200 },
    {
      service: 'users',
      method: 'POST',
      path: '/Users/Authenticate',
      status: 422,
      rejection: 'request.body must have password',
    },
    { service: 'connect-payments', method: 'GET', path: '/Account', status: 200 },
  ]
    .map((r) => JSON.stringify(r))
    .join('\n');

  it('counts what was checked and lists what was rejected', () => {
    const summary = summarise(`${log}\n`);
    expect(summary.checked).toBe(3);
    expect(summary.rejected).toHaveLength(1);
    expect(summary.byService).toEqual({ users: 2, 'connect-payments': 1 });
    expect(describeSummary(summary)).toBe(
      '3 requests checked against the contracts, 1 rejected\n' +
        '  rejected: POST /mock/users/Users/Authenticate → request.body must have password',
    );
  });

  it('reads an empty log as nothing checked', () => {
    expect(describeSummary(summarise(''))).toBe(
      '0 requests checked against the contracts, 0 rejected',
    );
  });

  it('keeps the log beside the JSON report', () => {
    expect(contractLogPath('reports/playwright.json')).toBe('reports/playwright.contracts.ndjson');
  });
});
