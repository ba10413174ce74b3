import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changePassword } from '@generated/users/hooks/auth/auth';
import {
  addHomeownerAddress,
  addHomeownerContact,
  deleteHomeownerAddress,
  deleteHomeownerContact,
  getGetHomeownerPreferencesQueryKey,
  getGetHomeownerQueryKey,
  givePaperlessConsent,
  updateHomeownerAddress,
  updateHomeownerContact,
  updateHomeownerPreferences,
  updateLoginInfo,
  useGetHomeowner,
  useGetHomeownerPreferences,
  withdrawPaperlessConsent,
} from '@generated/users/hooks/homeowner/homeowner';
import type {
  ChangePasswordRequest,
  HomeownerAddress,
  HomeownerAddressInput,
  HomeownerContact,
  HomeownerContactInput,
  HomeownerContactPatch,
  HomeownerPreferences,
  HomeownerPreferencesPatch,
  HomeownerProfile,
  LoginUpdateRequest,
  LoginUpdateResponse,
} from '@generated/users/model';

export type { NoticeChannel, NoticeChannels, PaperlessConsent } from '@generated/users/model';

// The rest of the feature reads these types from here (only api/ may import generated/).
export type {
  ChangePasswordRequest,
  CommunicationPreference,
  ContactType,
  HomeownerAddress,
  HomeownerAddressInput,
  HomeownerContact,
  HomeownerContactInput,
  HomeownerContactPatch,
  HomeownerPreferences,
  HomeownerPreferencesPatch,
  HomeownerProfile,
  LoginUpdateRequest,
  LoginUpdateResponse,
} from '@generated/users/model';

/** Every profile screen shows its own errors beside its form: no toast on top. */
const inline = { suppressErrorToast: true } as const;

/** The homeowner profile (contacts, addresses, login info); the id is the signed-in userId. */
export function useProfile(homeownerId: number) {
  return useGetHomeowner(homeownerId, { query: { meta: inline } });
}

export function usePreferences(homeownerId: number) {
  return useGetHomeownerPreferences(homeownerId, { query: { meta: inline } });
}

/**
 * Writes a change the service confirmed into the cached profile. The profile is not fetched again
 * right away: the answer to the change is the truth, and the pure rules in lib/ (one primary per
 * type) keep the rest of the list as the service does.
 */
export function useUpdateCachedProfile(homeownerId: number) {
  const queryClient = useQueryClient();
  return (update: (profile: HomeownerProfile) => HomeownerProfile) => {
    queryClient.setQueryData<HomeownerProfile>(getGetHomeownerQueryKey(homeownerId), (profile) =>
      profile ? update(profile) : profile,
    );
  };
}

export function useSaveContact(homeownerId: number) {
  return useMutation<
    HomeownerContact,
    unknown,
    { contactId: number; patch: HomeownerContactPatch } | { input: HomeownerContactInput }
  >({
    meta: inline,
    mutationFn: (request) =>
      'input' in request
        ? addHomeownerContact(homeownerId, request.input)
        : updateHomeownerContact(homeownerId, request.contactId, request.patch),
  });
}

export function useDeleteContact(homeownerId: number) {
  return useMutation<undefined, unknown, number>({
    meta: inline,
    mutationFn: (contactId) => deleteHomeownerContact(homeownerId, contactId).then(() => undefined),
  });
}

export function useSaveAddress(homeownerId: number) {
  return useMutation<
    HomeownerAddress,
    unknown,
    { addressId: number | null; input: HomeownerAddressInput }
  >({
    meta: inline,
    mutationFn: ({ addressId, input }) =>
      addressId === null
        ? addHomeownerAddress(homeownerId, input)
        : updateHomeownerAddress(homeownerId, addressId, input),
  });
}

export function useDeleteAddress(homeownerId: number) {
  return useMutation<undefined, unknown, number>({
    meta: inline,
    mutationFn: (addressId) => deleteHomeownerAddress(homeownerId, addressId).then(() => undefined),
  });
}

export function useUpdateLoginInfo() {
  return useMutation<LoginUpdateResponse, unknown, LoginUpdateRequest>({
    meta: inline,
    mutationFn: (request) => updateLoginInfo(request),
  });
}

export function useChangePassword() {
  return useMutation<undefined, unknown, ChangePasswordRequest>({
    meta: inline,
    mutationFn: (request) => changePassword(request).then(() => undefined),
  });
}

export function useSavePreferences(homeownerId: number) {
  const queryClient = useQueryClient();
  return useMutation<HomeownerPreferences, unknown, HomeownerPreferencesPatch>({
    meta: inline,
    mutationFn: (patch) => updateHomeownerPreferences(homeownerId, patch),
    onSuccess: (saved) => {
      queryClient.setQueryData(getGetHomeownerPreferencesQueryKey(homeownerId), saved);
    },
  });
}

/**
 * Paperless statements switched on (the consent, with the text the person read) or off; the
 * answer is the preferences as they now stand.
 */
export function usePaperlessConsent(homeownerId: number) {
  const queryClient = useQueryClient();
  return useMutation<HomeownerPreferences, unknown, { consentText: string } | null>({
    meta: inline,
    mutationFn: (consent) =>
      consent ? givePaperlessConsent(homeownerId, consent) : withdrawPaperlessConsent(homeownerId),
    onSuccess: (saved) => {
      queryClient.setQueryData(getGetHomeownerPreferencesQueryKey(homeownerId), saved);
    },
  });
}
