import { createFileRoute } from '@tanstack/react-router';
import { getRuntimeConfig } from '@/app/runtime-config';
import { CreateAccountPage } from '@/features/registration/components/create-account-page';
import { parseAssociationId } from '@/features/registration/lib/association-id';

interface CreateAccountSearch {
  /** The association a welcome letter's registration key was issued for (`?associationId=101`). */
  associationId?: number;
}

export const Route = createFileRoute('/_app/create-account')({
  validateSearch: (search: Record<string, unknown>): CreateAccountSearch => {
    const associationId = parseAssociationId(search.associationId);
    return associationId === undefined ? {} : { associationId };
  },
  component: CreateAccountRoute,
});

function CreateAccountRoute() {
  const { associationId } = Route.useSearch();
  const { captchaProvider, captchaSiteKey } = getRuntimeConfig();
  return (
    <CreateAccountPage
      associationId={associationId}
      captcha={{ provider: captchaProvider, siteKey: captchaSiteKey }}
    />
  );
}
