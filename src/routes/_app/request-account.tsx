import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasCapability } from '@/lib/api/capabilities';
import { getRuntimeConfig } from '@/app/runtime-config';
import { RequestAccountPage } from '@/features/registration/components/request-account-page';

export const Route = createFileRoute('/_app/request-account')({
  // Services without the request-account call: signing up with a registration key remains.
  beforeLoad: () => {
    if (!hasCapability('requestAccount')) throw redirect({ to: '/create-account', replace: true });
  },
  component: RequestAccountRoute,
});

function RequestAccountRoute() {
  const { captchaProvider, captchaSiteKey } = getRuntimeConfig();
  return <RequestAccountPage captcha={{ provider: captchaProvider, siteKey: captchaSiteKey }} />;
}
