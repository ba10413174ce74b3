import { createFileRoute } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { getRuntimeConfig } from '@/app/runtime-config';
import { RequestsPage } from '@/features/community/components/requests-page';
import { parseRequestsSearch } from '@/features/community/lib/search';
import { $selectedAssociationId } from '@/entities/session/model';
import { useSelectedProperty } from '@/entities/session/queries';

// The homeowner's requests (?status= filters, ?id= opens a thread) and reservations (?tab=).
export const Route = createFileRoute('/_app/_authed/community/requests')({
  validateSearch: parseRequestsSearch,
  component: RequestsRoute,
});

function RequestsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const associationId = useUnit($selectedAssociationId);
  const property = useSelectedProperty();
  return (
    <RequestsPage
      associationId={associationId}
      ownerId={property?.ownerId ?? null}
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace })}
      maxUploadBytes={getRuntimeConfig().maxUploadBytes}
    />
  );
}
