import { createFileRoute } from '@tanstack/react-router';
import { InboxPage } from '@/features/messages/components/inbox-page';
import { parseInboxSearch } from '@/features/messages/lib/inbox-search';

// `?page=2` pages the inbox; anything else is dropped (the first page).
export const Route = createFileRoute('/_app/_authed/my/messages/')({
  validateSearch: parseInboxSearch,
  component: InboxRoute,
});

function InboxRoute() {
  const { page } = Route.useSearch();
  return <InboxPage page={page ?? 1} />;
}
