import { createFileRoute } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { FaqPage } from '@/features/community/components/faq-page';
import { parseFaqSearch } from '@/features/community/lib/search';
import { $selectedAssociationId } from '@/entities/session/model';

// The association's FAQ; ?q= filters the questions.
export const Route = createFileRoute('/_app/_authed/community/faq')({
  validateSearch: parseFaqSearch,
  component: FaqRoute,
});

function FaqRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const associationId = useUnit($selectedAssociationId);
  return (
    <FaqPage
      associationId={associationId}
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true, hash: true })}
    />
  );
}
