import { createFileRoute } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { ViolationsPage } from '@/features/violations/components/violations-page';
import { $selectedAssociationId } from '@/entities/session/model';
import { useSelectedProperty } from '@/entities/session/queries';
import { BUSINESS_TIME_ZONE, calendarDateIn } from '@/lib/dates';

// Issue 52 item 2: the selected property's violation notices.
export const Route = createFileRoute('/_app/_authed/community/violations/')({
  component: ViolationsRoute,
});

function ViolationsRoute() {
  const associationId = useUnit($selectedAssociationId);
  const property = useSelectedProperty();
  return (
    <ViolationsPage
      associationId={associationId}
      propertyId={property?.propertyId ?? null}
      today={calendarDateIn(BUSINESS_TIME_ZONE, new Date())}
    />
  );
}
