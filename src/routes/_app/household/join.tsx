import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasCapability } from '@/lib/api/capabilities';
import { JoinHouseholdPage } from '@/features/household/components/join-household-page';

interface JoinSearch {
  /** The invitation's one-time code, from the emailed link; the page drops it from the address. */
  invitation?: string;
}

export const Route = createFileRoute('/_app/household/join')({
  validateSearch: (search: Record<string, unknown>): JoinSearch =>
    typeof search.invitation === 'string' && search.invitation !== ''
      ? { invitation: search.invitation }
      : {},
  beforeLoad: () => {
    if (!hasCapability('household')) throw redirect({ to: '/login/{-$clientId}', replace: true });
  },
  component: JoinHouseholdRoute,
});

function JoinHouseholdRoute() {
  const { invitation } = Route.useSearch();
  return <JoinHouseholdPage codeFromUrl={invitation} />;
}
