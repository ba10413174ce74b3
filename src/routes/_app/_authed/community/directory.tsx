import { createFileRoute } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { DirectoryPage } from '@/features/community/components/directory-page';
import { parseDirectorySearch } from '@/features/community/lib/search';
import { $selectedAssociationId } from '@/entities/session/model';

// The community directory: ?q= searches by name or street, ?page= pages.
export const Route = createFileRoute('/_app/_authed/community/directory')({
  validateSearch: parseDirectorySearch,
  component: DirectoryRoute,
});

function DirectoryRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const associationId = useUnit($selectedAssociationId);
  return (
    <DirectoryPage
      associationId={associationId}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}
