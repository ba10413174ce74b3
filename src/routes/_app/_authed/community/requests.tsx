import { createFileRoute } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { RequestsPage } from '@/features/community/components/requests-page';
import { parseRequestsSearch } from '@/features/community/lib/search';
import { $selectedAssociationId, $selectedProperty } from '@/features/session/model';

// The homeowner's requests (?status= filters, ?id= opens a thread) and reservations (?tab=).
export const Route = createFileRoute('/_app/_authed/community/requests')({
  validateSearch: parseRequestsSearch,
  component: RequestsRoute,
});

function RequestsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const [associationId, property] = useUnit([$selectedAssociationId, $selectedProperty]);
  return (
    <RequestsPage
      associationId={associationId}
      ownerId={property?.ownerId ?? null}
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace })}
    />
  );
}
