import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import {
  securityQueryOptions,
  settingsQueryOptions,
  userQueryOptions,
} from './api/session-queries';
import type { Property, User, UserSecurity, UserSettings } from './api/session-api';
import { propertiesFromSettings } from './lib/properties';
import { hiddenPages, isOffered, type Offer, type Offerings } from './lib/offerings';
import { canManageDocuments, canUseBilling, isArcChair, isBoardMember, isMimic } from './lib/roles';
import { resolveTheme } from './lib/theme';
import {
  $isLoggedIn,
  $mimickedBy,
  $pmbEnabled,
  $selectedAssociationId,
  $selectedPropertyId,
  $themeOverride,
  $userId,
  defaultTheme,
  designTemplates,
} from './model';

// The session's server data, read from the query cache. Every hook asks only while someone is
// signed in; the cache is cleared whenever the session ends or changes (model.ts).

/** The signed-in user (SPEC §3 User). */
export function useCurrentUser(): UseQueryResult<User> {
  const userId = useUnit($userId);
  return useQuery({ ...userQueryOptions(userId ?? 0), enabled: userId !== null });
}

// Once their retries have failed, the settings and the securities are asked again only by Try
// Again (or a reconnection): a part of the page that starts reading them afterwards (a widget the
// failure revealed, the next page) would otherwise ask again, and the failure would leave the
// screen for the seconds its retries take, then come back.

/** The home settings: theme, logos, pages, associations and their properties. */
export function useSettings(): UseQueryResult<UserSettings> {
  const loggedIn = useUnit($isLoggedIn);
  return useQuery({ ...settingsQueryOptions(), enabled: loggedIn, retryOnMount: false });
}

/** The user's securities (SPEC §6): roles, boards, ARC chairs. */
export function useSecurity(): UseQueryResult<UserSecurity> {
  const loggedIn = useUnit($isLoggedIn);
  return useQuery({ ...securityQueryOptions(), enabled: loggedIn, retryOnMount: false });
}

/** The user's properties from the settings, placeholders included, sorted (SPEC §3). */
export function useProperties(): Property[] {
  const settings = useSettings().data;
  return useMemo(() => (settings ? propertiesFromSettings(settings) : []), [settings]);
}

/** The selected property, once the settings have loaded; null before or without one. */
export function useSelectedProperty(): Property | null {
  const properties = useProperties();
  const propertyId = useUnit($selectedPropertyId);
  return useMemo(
    () =>
      propertyId === null
        ? null
        : (properties.find((property) => property.propertyId === propertyId) ?? null),
    [properties, propertyId],
  );
}

/** The selected association's entry in the settings (name, logo, banner, auto-draft type). */
export function useSelectedAssociation() {
  const settings = useSettings().data;
  const associationId = useUnit($selectedAssociationId);
  return settings?.associations.find((association) => association.id === associationId) ?? null;
}

export interface OfferingsState extends Offerings {
  /** The settings have loaded, or failed to (then no page counts as hidden): pages can decide. */
  settled: boolean;
}

/**
 * What this community offers here (lib/offerings.ts): the pmb flag and the pages the selected
 * association hides. Until the settings answer nothing is hidden; a failed load hides nothing
 * either, since hiding a page is the association's choice of menu, not a permission.
 */
export function useOfferings(): OfferingsState {
  const query = useSettings();
  const pmb = useUnit($pmbEnabled);
  const associationId = useUnit($selectedAssociationId);
  const pages = query.data?.pages;
  const hidden = useMemo(() => hiddenPages(pages ?? [], associationId), [pages, associationId]);
  return { pmb, hidden, settled: query.data !== undefined || query.isError };
}

/** Whether a page with these needs is offered here: a link to it shows only when it is. */
export function useOffered(offer: Offer): boolean {
  return isOffered(offer, useOfferings());
}

export interface Roles {
  /** The securities have loaded (or failed to, then `failure` says so): pages can decide. */
  known: boolean;
  failure: { error: unknown; retry: () => void; retrying: boolean } | null;
  security: UserSecurity | null;
  isBoardMember: boolean;
  isArcChair: boolean;
  canManageDocuments: boolean;
  canUseBilling: boolean;
}

/** What the user may do (SPEC §6), from the securities and the selected association. */
export function useRoles(): Roles {
  const query = useSecurity();
  const associationId = useUnit($selectedAssociationId);
  const security = query.data ?? null;
  return {
    known: query.data !== undefined || query.isError,
    failure:
      query.isError && query.data === undefined
        ? {
            error: query.error,
            retry: () => void query.refetch(),
            retrying: query.isFetching,
          }
        : null,
    security,
    isBoardMember: isBoardMember(security),
    isArcChair: isArcChair(security, associationId),
    canManageDocuments: canManageDocuments(security),
    canUseBilling: canUseBilling(security),
  };
}

export interface MimicState {
  active: boolean;
  /** Who is mimicking, when the token or the user answer names them. */
  by: string | null;
}

/** SPEC §6 mimic mode: a management-company user viewing the portal as this user. */
export function useMimic(): MimicState {
  const user = useCurrentUser().data ?? null;
  const claimed = useUnit($mimickedBy);
  return { active: isMimic(user), by: claimed ?? user?.mimickedBy ?? null };
}

/** SPEC §4 Theme: the user's override, else the settings' design template, else Default. */
export function useTheme(): string {
  const override = useUnit($themeOverride);
  const fromSettings = useSettings().data?.designTemplate;
  return resolveTheme(designTemplates, override, fromSettings, defaultTheme);
}
