// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { UserSecurity } from '../api/session-api';
import {
  boardAssociationFor,
  canManageDocuments,
  isArcChair,
  isBoardMember,
  isMimic,
} from './roles';

function security(overrides: Partial<UserSecurity> = {}): UserSecurity {
  return {
    securities: [],
    boardAssociationIds: [],
    arcChairAssociationIds: [],
    roles: ['homeowner'],
    ...overrides,
  };
}

describe('isBoardMember', () => {
  it('is true with the boardMember security or a board seat', () => {
    expect(isBoardMember(security({ securities: ['boardMember'] }))).toBe(true);
    expect(isBoardMember(security({ boardAssociationIds: [101] }))).toBe(true);
  });

  it('is false otherwise, and before securities load', () => {
    expect(isBoardMember(security({ securities: ['arcVote'] }))).toBe(false);
    expect(isBoardMember(null)).toBe(false);
  });
});

describe('isArcChair', () => {
  it('is true only for an association the user chairs', () => {
    const chair = security({ arcChairAssociationIds: [101] });
    expect(isArcChair(chair, 101)).toBe(true);
    expect(isArcChair(chair, 102)).toBe(false);
    expect(isArcChair(chair, null)).toBe(false);
    expect(isArcChair(null, 101)).toBe(false);
  });
});

describe('canManageDocuments', () => {
  it('needs the boardDocManage security', () => {
    expect(canManageDocuments(security({ securities: ['boardDocManage'] }))).toBe(true);
    expect(canManageDocuments(security({ securities: ['boardMember'] }))).toBe(false);
    expect(canManageDocuments(null)).toBe(false);
  });
});

describe('isMimic', () => {
  it("follows the user's flag", () => {
    expect(isMimic({ isMimic: true })).toBe(true);
    expect(isMimic({ isMimic: false })).toBe(false);
    expect(isMimic(null)).toBe(false);
  });
});

describe('boardAssociationFor', () => {
  it('is the selected association when on its board, else the first board', () => {
    const jordan = security({ boardAssociationIds: [101] });
    expect(boardAssociationFor(jordan, 101)).toBe(101);
    expect(boardAssociationFor(jordan, 102)).toBe(101);
    expect(boardAssociationFor(security({ boardAssociationIds: [104, 101] }), 101)).toBe(101);
  });

  it('is the selected association for a boardMember security without a board list', () => {
    expect(boardAssociationFor(security({ securities: ['boardMember'] }), 102)).toBe(102);
    expect(boardAssociationFor(security(), 101)).toBeNull();
    expect(boardAssociationFor(null, 101)).toBeNull();
  });
});
