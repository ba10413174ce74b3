import { createFileRoute } from '@tanstack/react-router';
import { getRuntimeConfig } from '@/app/runtime-config';
import { mobileBridge } from '@/app/host-messages';
import { SsoPage } from '@/features/auth/components/sso-page';

export const Route = createFileRoute('/_public/auth/sso')({
  component: SsoRoute,
});

function SsoRoute() {
  // The mobile app shell signs in through its own embedded SSO page (runtime configuration).
  const inAppShell = mobileBridge(window) !== null;
  return <SsoPage mobileSsoUrl={inAppShell ? getRuntimeConfig().mobileSsoUrl : null} />;
}
