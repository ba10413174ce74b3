import { createFileRoute } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { CalendarPage } from '@/features/community/components/calendar-page';
import { parseCalendarSearch } from '@/features/community/lib/search';
import { $selectedAssociationId, $selectedProperty } from '@/features/session/model';

// Events and the homeowner's reservations: ?view=week|list (month by default), ?date=YYYY-MM-DD.
export const Route = createFileRoute('/_app/_authed/community/calendar')({
  validateSearch: parseCalendarSearch,
  component: CalendarRoute,
});

function CalendarRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const [associationId, property] = useUnit([$selectedAssociationId, $selectedProperty]);
  return (
    <CalendarPage
      associationId={associationId}
      ownerId={property?.ownerId ?? null}
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace })}
    />
  );
}
