import { createFileRoute } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { getRuntimeConfig } from '@/app/runtime-config';
import { preloadSchemaForm } from '@/components/schema-form';
import { NewRequestPage } from '@/features/community/components/new-request-page';
import { parseNewRequestSearch } from '@/features/community/lib/search';
import { $selectedAssociationId } from '@/entities/session/model';
import { useSelectedProperty } from '@/entities/session/queries';

// A general request or (?form=reservation) a reservation request.
export const Route = createFileRoute('/_app/_authed/community/new-request')({
  validateSearch: parseNewRequestSearch,
  loader: () => {
    // The form code (rjsf, ajv) starts loading with the page rather than after it.
    void preloadSchemaForm();
  },
  component: NewRequestRoute,
});

function NewRequestRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const associationId = useUnit($selectedAssociationId);
  const property = useSelectedProperty();
  return (
    <NewRequestPage
      associationId={associationId}
      propertyId={property?.propertyId ?? null}
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
      maxUploadBytes={getRuntimeConfig().maxUploadBytes}
    />
  );
}
