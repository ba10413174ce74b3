import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  acceptHouseholdInvitation,
  getGetHouseholdQueryKey,
  getHouseholdInvitation,
  inviteHouseholdMember,
  resendHouseholdInvitation,
  revokeHouseholdInvitation,
  useGetHousehold,
} from '@generated/users/hooks/household/household';
import type {
  Household,
  HouseholdInvitation,
  HouseholdInvitationInput,
  HouseholdInvitationSummary,
  HouseholdMember,
  HouseholdSignUp,
} from '@generated/users/model';

// The rest of the feature reads these types from here (only api/ may import generated/).
export type {
  Household,
  HouseholdInvitation,
  HouseholdInvitationInput,
  HouseholdInvitationSummary,
  HouseholdMember,
  HouseholdRole,
  HouseholdSignUp,
} from '@generated/users/model';

/** Every household screen shows its own errors beside what failed: no toast on top. */
const inline = { suppressErrorToast: true } as const;

export function useHousehold(homeownerId: number) {
  return useGetHousehold(homeownerId, { query: { meta: inline } });
}

/** The household as the service now has it, after a change to one of its invitations. */
function useChangedHousehold(homeownerId: number) {
  const queryClient = useQueryClient();
  return (change: (household: Household) => Household) => {
    queryClient.setQueryData<Household>(getGetHouseholdQueryKey(homeownerId), (household) =>
      household ? change(household) : household,
    );
  };
}

export function useInviteMember(homeownerId: number) {
  const changed = useChangedHousehold(homeownerId);
  return useMutation<HouseholdInvitation, unknown, HouseholdInvitationInput>({
    meta: inline,
    mutationFn: (input) => inviteHouseholdMember(homeownerId, input),
    onSuccess: (invitation) => {
      changed((household) => ({
        ...household,
        invitations: [invitation, ...household.invitations],
      }));
    },
  });
}

export function useResendInvitation(homeownerId: number) {
  const changed = useChangedHousehold(homeownerId);
  return useMutation<HouseholdInvitation, unknown, number>({
    meta: inline,
    mutationFn: (invitationId) => resendHouseholdInvitation(homeownerId, invitationId),
    onSuccess: (invitation) => {
      changed((household) => ({
        ...household,
        invitations: household.invitations.map((i) =>
          i.invitationId === invitation.invitationId ? invitation : i,
        ),
      }));
    },
  });
}

export function useRevokeInvitation(homeownerId: number) {
  const changed = useChangedHousehold(homeownerId);
  return useMutation<number, unknown, number>({
    meta: inline,
    mutationFn: (invitationId) =>
      revokeHouseholdInvitation(homeownerId, invitationId).then(() => invitationId),
    onSuccess: (invitationId) => {
      changed((household) => ({
        ...household,
        invitations: household.invitations.filter((i) => i.invitationId !== invitationId),
      }));
    },
  });
}

/** The invitation behind a link's code (a POST: the code travels in the body, never an address). */
export function useReadInvitation() {
  return useMutation<HouseholdInvitationSummary, unknown, string>({
    meta: inline,
    mutationFn: (code) => getHouseholdInvitation({ code }),
  });
}

export function useAcceptInvitation() {
  return useMutation<HouseholdMember, unknown, HouseholdSignUp>({
    meta: inline,
    mutationFn: (signUp) => acceptHouseholdInvitation(signUp),
  });
}
