import { createFileRoute } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { getRuntimeConfig } from '@/app/runtime-config';
import { NewArcApplicationPage } from '@/features/arc-applications/components/new-arc-application-page';
import { $selectedAssociationId } from '@/entities/session/model';
import { useSelectedProperty } from '@/entities/session/queries';
import { BUSINESS_TIME_ZONE, calendarDateIn } from '@/lib/dates';

// Apply for an architectural change for the selected property (issue 52 item 1).
export const Route = createFileRoute('/_app/_authed/community/arc-requests/new')({
  component: NewArcApplicationRoute,
});

function NewArcApplicationRoute() {
  const associationId = useUnit($selectedAssociationId);
  const property = useSelectedProperty();
  return (
    <NewArcApplicationPage
      associationId={associationId}
      propertyId={property?.propertyId ?? null}
      maxUploadBytes={getRuntimeConfig().maxUploadBytes}
      today={calendarDateIn(BUSINESS_TIME_ZONE, new Date())}
    />
  );
}
