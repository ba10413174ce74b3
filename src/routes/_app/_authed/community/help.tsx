import { createFileRoute } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { getRuntimeConfig } from '@/app/runtime-config';
import { HelpPage } from '@/features/community/components/help-page';
import { $selectedAssociationId } from '@/entities/session/model';

// Help topics, the management company's contacts and the help centre from configuration.
export const Route = createFileRoute('/_app/_authed/community/help')({
  component: HelpRoute,
});

function HelpRoute() {
  const associationId = useUnit($selectedAssociationId);
  return (
    <HelpPage associationId={associationId} helpCenterUrl={getRuntimeConfig().helpCenterUrl} />
  );
}
