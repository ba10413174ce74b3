import { createFileRoute } from '@tanstack/react-router';
import { getRuntimeConfig } from '@/app/runtime-config';
import { ArcApplicationPage } from '@/features/arc-applications/components/arc-application-page';
import { parseIdParam } from '@/lib/route-params';

// One of the homeowner's ARC applications: status, decision, the board's messages.
export const Route = createFileRoute('/_app/_authed/community/arc-requests/$id')({
  params: {
    parse: (params) => ({ id: parseIdParam(params.id) }),
    stringify: (params) => ({ id: String(params.id) }),
  },
  component: ArcApplicationRoute,
});

function ArcApplicationRoute() {
  const { id } = Route.useParams();
  return <ArcApplicationPage key={id} id={id} maxUploadBytes={getRuntimeConfig().maxUploadBytes} />;
}
