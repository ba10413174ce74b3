import { createFileRoute } from '@tanstack/react-router';
import { getRuntimeConfig } from '@/app/runtime-config';
import { RequestAccountPage } from '@/features/registration/components/request-account-page';

export const Route = createFileRoute('/_app/request-account')({
  component: RequestAccountRoute,
});

function RequestAccountRoute() {
  const { captchaProvider, captchaSiteKey } = getRuntimeConfig();
  return <RequestAccountPage captcha={{ provider: captchaProvider, siteKey: captchaSiteKey }} />;
}
