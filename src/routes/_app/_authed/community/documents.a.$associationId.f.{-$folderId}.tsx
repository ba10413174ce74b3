import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '@/components/not-available-yet';
import { parseIdParam, parseOptionalIdParam } from '@/lib/route-params';

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
  component: () => <NotAvailableYet titleKey="nav.documents" />,
});
