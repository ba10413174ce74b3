import { createFileRoute } from '@tanstack/react-router';
import { CustomActionPage } from '@/features/custom-pages/components/custom-action-page';

export const Route = createFileRoute('/_app/_authed/custom/$legacyAction')({
  component: CustomActionRoute,
});

function CustomActionRoute() {
  const { legacyAction } = Route.useParams();
  return <CustomActionPage legacyAction={legacyAction} />;
}
