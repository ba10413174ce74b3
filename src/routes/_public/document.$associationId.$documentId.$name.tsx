import { createFileRoute } from '@tanstack/react-router';
import { requireSignIn } from '@/app/router-context';
import { documentFileQueryOptions } from '@/features/documents/api/documents-api';
import { DocumentViewerPage } from '@/features/documents/components/document-viewer-page';
import { parseIdParam } from '@/lib/route-params';

// The document viewer (default layout). The file is the user's: without a session, log in first
// and come back.
export const Route = createFileRoute('/_public/document/$associationId/$documentId/$name')({
  params: {
    parse: (params) => ({
      associationId: parseIdParam(params.associationId),
      documentId: parseIdParam(params.documentId),
      name: params.name,
    }),
    stringify: (params) => ({
      associationId: String(params.associationId),
      documentId: String(params.documentId),
      name: params.name,
    }),
  },
  beforeLoad: requireSignIn,
  loader: ({ context, params }) => {
    if (!context.session.docsEnabled) return;
    // Started here, awaited by nobody: the page renders at once and shows it when it lands.
    void context.queryClient
      .query(documentFileQueryOptions(params.associationId, params.documentId))
      .catch(() => undefined);
  },
  component: DocumentViewerRoute,
});

function DocumentViewerRoute() {
  const { associationId, documentId, name } = Route.useParams();
  return <DocumentViewerPage associationId={associationId} documentId={documentId} name={name} />;
}
