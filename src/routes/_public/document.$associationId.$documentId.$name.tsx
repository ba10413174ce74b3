import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '@/components/not-available-yet';
import { parseIdParam } from '@/lib/route-params';

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
  component: () => <NotAvailableYet titleKey="nav.documentViewer" />,
});
