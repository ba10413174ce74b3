import { createFileRoute } from '@tanstack/react-router';
import { requireSignIn } from '@/app/router-context';
import { ArcAttachmentsPage } from '@/features/arcs/components/arc-attachments-page';
import { parseIdParam } from '@/lib/route-params';

// SPEC §2 default layout: an ARC request's attachments alone (opened from an email or the app
// shell). The files need the user's token: a visitor without a session logs in and comes back.
export const Route = createFileRoute('/_public/board/arcs/$id/attachments')({
  params: {
    parse: (params) => ({ id: parseIdParam(params.id) }),
    stringify: (params) => ({ id: String(params.id) }),
  },
  beforeLoad: requireSignIn,
  component: AttachmentsRoute,
});

function AttachmentsRoute() {
  const { id } = Route.useParams();
  return <ArcAttachmentsPage id={id} />;
}
