import { describe, expect, it } from 'vitest';
import { findCustomAction } from './find-custom-action';

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
