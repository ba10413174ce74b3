import { describe, expect, it } from 'vitest';
import { customActionHref, findCustomAction } from './find-custom-action';

const actions = [
  { legacyAction: 'PoolPass', associationId: 101, title: 'Maple pool' },
  { legacyAction: 'PoolPass', associationId: 102, title: 'Lakeside pool' },
  { legacyAction: 'ParkingPermit', associationId: 102, title: 'Parking' },
];

describe('findCustomAction', () => {
  it('prefers the selected association', () => {
    expect(findCustomAction(actions, 'poolpass', 102)?.title).toBe('Lakeside pool');
  });
  it("falls back to another association's action", () => {
    expect(findCustomAction(actions, 'ParkingPermit', 101)?.title).toBe('Parking');
  });
  it('finds nothing for an unconfigured action', () => {
    expect(findCustomAction(actions, 'Gym', 101)).toBeUndefined();
  });
});

describe('customActionHref', () => {
  it('keeps an https page', () => {
    expect(customActionHref('https://maplegrove.example/pool-pass')).toBe(
      'https://maplegrove.example/pool-pass',
    );
  });
  it.each([
    undefined,
    '',
    "javascript:alert('x')",
    ' JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'http://maplegrove.example/plain-http',
    '//evil.example',
    'not a url',
  ])('never links %j', (url) => {
    expect(customActionHref(url)).toBeUndefined();
  });
});
