export interface CustomActionLike {
  legacyAction: string;
  associationId: number;
}

/**
 * The action configured for a legacy name: the selected association's own first, then any other
 * association's. Legacy links come in any letter case.
 */
export function findCustomAction<T extends CustomActionLike>(
  actions: readonly T[],
  legacyAction: string,
  associationId: number | null,
): T | undefined {
  const wanted = legacyAction.toLowerCase();
  const matching = actions.filter((action) => action.legacyAction.toLowerCase() === wanted);
  return matching.find((action) => action.associationId === associationId) ?? matching[0];
}
