import { createFileRoute } from '@tanstack/react-router';
import { ArcListPage } from '@/features/arcs/components/arc-list-page';
import { parseArcListSearch } from '@/features/arcs/lib/search';

// The board's ARC requests: ?view=association&status=open&sort=due&page=2 keep a view shareable.
export const Route = createFileRoute('/_app/_authed/board/arcs/')({
  validateSearch: parseArcListSearch,
  component: ArcsRoute,
});

function ArcsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ArcListPage
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
