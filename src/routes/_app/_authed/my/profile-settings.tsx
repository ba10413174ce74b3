import { createFileRoute } from '@tanstack/react-router';
import { ProfileSettingsPage } from '@/features/profile/components/profile-settings-page';
import { resolveProfileTab } from '@/features/profile/lib/tab-aliases';
import { parseProfileSearch } from '@/features/profile/lib/tabs';

// The tab is the URL (`?tab=contact|addresses|login|preferences`), so PA037 and other links land
// on the right one. An unknown value is dropped, not an error; older names (`?tab=phone` from the
// legacy ContactInfo page) are read as the tab they meant, and the address bar keeps them.
export const Route = createFileRoute('/_app/_authed/my/profile-settings')({
  validateSearch: parseProfileSearch,
  component: ProfileSettingsRoute,
});

function ProfileSettingsRoute() {
  const search: Record<string, unknown> = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProfileSettingsPage
      tab={resolveProfileTab(search.tab)}
      onTabChange={(tab) => void navigate({ search: { tab } })}
    />
  );
}
