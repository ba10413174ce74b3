import { createFileRoute } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { CalendarPage } from '@/features/community/components/calendar-page';
import { parseCalendarSearch } from '@/features/community/lib/search';
import { $selectedAssociationId } from '@/entities/session/model';
import { useSelectedProperty } from '@/entities/session/queries';

// Events and the homeowner's reservations: ?view=week|list (month by default), ?date=YYYY-MM-DD.
export const Route = createFileRoute('/_app/_authed/community/calendar')({
  validateSearch: parseCalendarSearch,
  component: CalendarRoute,
});

function CalendarRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const associationId = useUnit($selectedAssociationId);
  const property = useSelectedProperty();
  return (
    <CalendarPage
      associationId={associationId}
      ownerId={property?.ownerId ?? null}
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace })}
    />
  );
}
