import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '@/components/not-available-yet';
import { parseOptionalIdParam } from '@/lib/route-params';

export const Route = createFileRoute('/_app/_authed/community/documents/{-$id}')({
  params: {
    parse: (params) => ({ id: parseOptionalIdParam(params.id) }),
    stringify: (params) => ({ id: params.id === undefined ? undefined : String(params.id) }),
  },
  component: () => <NotAvailableYet titleKey="nav.documents" />,
});
