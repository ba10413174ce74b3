import { createFileRoute } from '@tanstack/react-router';
import { getRuntimeConfig } from '@/app/runtime-config';
import { libraryQueryOptions } from '@/features/documents/api/documents-api';
import { DocumentsLibraryPage } from '@/features/documents/components/documents-library-page';
import { recentDocumentsBound } from '@/features/documents/lib/date-bound';
import { parseLibrarySearch, rangeOf, sortOf } from '@/features/documents/lib/library-view';
import { parseIdParam, parseOptionalIdParam } from '@/lib/route-params';

// The library of a named association, at a folder or (without :folderId) at its home page.
export const Route = createFileRoute(
  '/_app/_authed/community/documents/a/$associationId/f/{-$folderId}',
)({
  params: {
    parse: (params) => ({
      associationId: parseIdParam(params.associationId),
      folderId: parseOptionalIdParam(params.folderId),
    }),
    stringify: (params) => ({
      associationId: String(params.associationId),
      folderId: params.folderId === undefined ? undefined : String(params.folderId),
    }),
  },
  validateSearch: parseLibrarySearch,
  loaderDeps: ({ search }) => ({ range: rangeOf(search), sort: sortOf(search) }),
  loader: ({ context, params, deps }) => {
    if (!context.session.docsEnabled) return;
    // Started here, awaited by nobody: the page renders at once and shows it when it lands.
    void context.queryClient
      .query(
        libraryQueryOptions({
          associationId: params.associationId,
          folderId: params.folderId,
          modifiedAfter: deps.range === 'recent' ? recentDocumentsBound(new Date()) : undefined,
          sort: deps.sort,
        }),
      )
      .catch(() => undefined);
  },
  component: AssociationDocumentsRoute,
});

function AssociationDocumentsRoute() {
  const { associationId, folderId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DocumentsLibraryPage
      associationId={associationId}
      folderId={folderId}
      address={{ mode: 'explicit', associationId }}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      maxUploadBytes={getRuntimeConfig().maxUploadBytes}
    />
  );
}
