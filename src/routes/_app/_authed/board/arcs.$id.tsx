import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '@/components/not-available-yet';
import { parseIdParam } from '@/lib/route-params';

export const Route = createFileRoute('/_app/_authed/board/arcs/$id')({
  params: {
    parse: (params) => ({ id: parseIdParam(params.id) }),
    stringify: (params) => ({ id: String(params.id) }),
  },
  component: () => <NotAvailableYet titleKey="nav.arcs" />,
});
