// What survives a reload, read without effector: the boot script that decides, before the first
// paint, whether a visit starts signed out (src/app/prerender/boot.ts) reads it too.

/** SPEC §3: exactly these fields survive a reload, under the one key `user-store`. */
export interface PersistedSession {
  token: string | null;
  portalToken: string | null;
  selectedPropertyId: number | null;
  selectedAssociationId: number | null;
  theme: string | null;
  gridsColumnState: Record<string, unknown>;
}
export const SESSION_STORAGE_KEY = 'user-store';

export const emptyPersistedSession: PersistedSession = {
  token: null,
  portalToken: null,
  selectedPropertyId: null,
  selectedAssociationId: null,
  theme: null,
  gridsColumnState: {},
};

/**
 * Reads a stored `user-store` value: the SPEC §3 fields only (anything else is dropped), or null
 * for a corrupt, foreign or old value, which the session treats as logged out.
 */
export function parsePersistedSession(raw: unknown): PersistedSession | null {
  // Checked by hand, not with zod: this runs before the login page renders, and even zod/mini
  // costs about 8 KiB gzip there (docs/architecture.md).
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const value = raw as Record<string, unknown>;
  const text = (v: unknown) => v === null || (typeof v === 'string' && v.length > 0);
  const id = (v: unknown) => v === null || Number.isSafeInteger(v);
  const grids = value.gridsColumnState;
  if (
    !text(value.token) ||
    !text(value.portalToken) ||
    !id(value.selectedPropertyId) ||
    !id(value.selectedAssociationId) ||
    !text(value.theme) ||
    typeof grids !== 'object' ||
    grids === null ||
    Array.isArray(grids)
  ) {
    return null;
  }
  return {
    token: value.token as string | null,
    portalToken: value.portalToken as string | null,
    selectedPropertyId: value.selectedPropertyId as number | null,
    selectedAssociationId: value.selectedAssociationId as number | null,
    theme: value.theme as string | null,
    gridsColumnState: { ...(grids as Record<string, unknown>) },
  };
}
