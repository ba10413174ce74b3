import type { User, UserSecurity } from '../api/session-api';

/** SPEC §6: the system security that marks a board member. */
export const BOARD_MEMBER_SECURITY = 'boardMember';
/** SPEC §6: document management is checked with the board document-manage security. */
export const BOARD_DOC_MANAGE_SECURITY = 'boardDocManage';

/** A board member holds the boardMember security or sits on at least one association's board. */
export function isBoardMember(security: UserSecurity | null): boolean {
  if (!security) return false;
  return (
    security.securities.includes(BOARD_MEMBER_SECURITY) || security.boardAssociationIds.length > 0
  );
}

/** The ARC chair of an association makes the decision on its ARC requests. */
export function isArcChair(security: UserSecurity | null, associationId: number | null): boolean {
  if (!security || associationId === null) return false;
  return security.arcChairAssociationIds.includes(associationId);
}

export function canManageDocuments(security: UserSecurity | null): boolean {
  return security?.securities.includes(BOARD_DOC_MANAGE_SECURITY) ?? false;
}

/** SPEC §6: mimic mode (a management-company user viewing the portal as this user). */
export function isMimic(user: Pick<User, 'isMimic'> | null): boolean {
  return user?.isMimic === true;
}

/**
 * SPEC §6: a non-homeowner member (a resident or tenant without an owner account) uses the
 * community pages but has no billing. Someone who is also a homeowner keeps billing.
 */
export function canUseBilling(security: UserSecurity | null): boolean {
  if (!security) return true;
  return !(security.roles.includes('nonHomeownerMember') && !security.roles.includes('homeowner'));
}

/**
 * The association whose board work the board widgets and pages show: the selected one when the
 * user sits on its board, else the first board the user sits on. A holder of the boardMember
 * security without a board list works on the selected association. Null: no board work.
 */
export function boardAssociationFor(
  security: Pick<UserSecurity, 'securities' | 'boardAssociationIds'> | null,
  selectedAssociationId: number | null,
): number | null {
  if (!security) return null;
  const boards = security.boardAssociationIds;
  if (selectedAssociationId !== null && boards.includes(selectedAssociationId)) {
    return selectedAssociationId;
  }
  if (boards.length > 0) return boards[0] ?? null;
  return security.securities.includes(BOARD_MEMBER_SECURITY) ? selectedAssociationId : null;
}
