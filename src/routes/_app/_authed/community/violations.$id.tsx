import { createFileRoute } from '@tanstack/react-router';
import { getRuntimeConfig } from '@/app/runtime-config';
import { ViolationDetailPage } from '@/features/violations/components/violation-detail-page';
import { BUSINESS_TIME_ZONE, calendarDateIn } from '@/lib/dates';
import { parseIdParam } from '@/lib/route-params';

// Issue 52 item 2: one violation notice, and the owner's answer to it.
export const Route = createFileRoute('/_app/_authed/community/violations/$id')({
  params: {
    parse: (params) => ({ id: parseIdParam(params.id) }),
    stringify: (params) => ({ id: String(params.id) }),
  },
  component: ViolationRoute,
});

function ViolationRoute() {
  const { id } = Route.useParams();
  return (
    <ViolationDetailPage
      key={id}
      id={id}
      today={calendarDateIn(BUSINESS_TIME_ZONE, new Date())}
      maxUploadBytes={getRuntimeConfig().maxUploadBytes}
    />
  );
}
