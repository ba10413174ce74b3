import {
  $docsEnabled,
  $isLoggedIn,
  $pmbEnabled,
  $selectedAssociationId,
  $selectedPropertyId,
} from './model';

/**
 * The session as route code reads it (`context.session` in `beforeLoad` and loaders). Each read
 * is the value of that moment: a guard that runs after a sign-in, a sign-out or a sign-out in
 * another tab sees it.
 */
export interface RouterSession {
  readonly isLoggedIn: boolean;
  /** The documents library is offered to this customer (SPEC §4 feature flags). */
  readonly docsEnabled: boolean;
  /** Paying online is offered to this customer (SPEC §4 pmb). */
  readonly pmbEnabled: boolean;
  readonly selectedPropertyId: number | null;
  readonly selectedAssociationId: number | null;
}

export const routerSession: RouterSession = {
  get isLoggedIn() {
    return $isLoggedIn.getState();
  },
  get docsEnabled() {
    return $docsEnabled.getState();
  },
  get pmbEnabled() {
    return $pmbEnabled.getState();
  },
  get selectedPropertyId() {
    return $selectedPropertyId.getState();
  },
  get selectedAssociationId() {
    return $selectedAssociationId.getState();
  },
};
