import { createFileRoute } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { getRuntimeConfig } from '@/app/runtime-config';
import { libraryQueryOptions } from '@/features/documents/api/documents-api';
import { DocumentsLibraryPage } from '@/features/documents/components/documents-library-page';
import { recentDocumentsBound } from '@/features/documents/lib/date-bound';
import { parseLibrarySearch, rangeOf, sortOf } from '@/features/documents/lib/library-view';
import { $selectedAssociationId } from '@/entities/session/model';
import { parseOptionalIdParam } from '@/lib/route-params';

// The library of the selected property's association; :id is a folder of it.
export const Route = createFileRoute('/_app/_authed/community/documents/{-$id}')({
  params: {
    parse: (params) => ({ id: parseOptionalIdParam(params.id) }),
    stringify: (params) => ({ id: params.id === undefined ? undefined : String(params.id) }),
  },
  validateSearch: parseLibrarySearch,
  loaderDeps: ({ search }) => ({ range: rangeOf(search), sort: sortOf(search) }),
  loader: ({ context, params, deps }) => {
    const { selectedAssociationId: associationId, docsEnabled } = context.session;
    if (associationId === null || !docsEnabled) return;
    // Started here, awaited by nobody: the page renders at once and shows it when it lands.
    void context.queryClient
      .query(
        libraryQueryOptions({
          associationId,
          folderId: params.id,
          modifiedAfter: deps.range === 'recent' ? recentDocumentsBound(new Date()) : undefined,
          sort: deps.sort,
        }),
      )
      .catch(() => undefined);
  },
  component: DocumentsRoute,
});

function DocumentsRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const associationId = useUnit($selectedAssociationId);
  return (
    <DocumentsLibraryPage
      associationId={associationId}
      folderId={id}
      address={{ mode: 'selected' }}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      maxUploadBytes={getRuntimeConfig().maxUploadBytes}
    />
  );
}
