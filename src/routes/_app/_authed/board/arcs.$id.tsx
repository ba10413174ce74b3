import { createFileRoute } from '@tanstack/react-router';
import { getRuntimeConfig } from '@/app/runtime-config';
import { ArcDetailPage } from '@/features/arcs/components/arc-detail-page';
import { parseIdParam } from '@/lib/route-params';

export const Route = createFileRoute('/_app/_authed/board/arcs/$id')({
  params: {
    parse: (params) => ({ id: parseIdParam(params.id) }),
    stringify: (params) => ({ id: String(params.id) }),
  },
  component: ArcRoute,
});

function ArcRoute() {
  const { id } = Route.useParams();
  return <ArcDetailPage key={id} id={id} maxUploadBytes={getRuntimeConfig().maxUploadBytes} />;
}
