import { createFileRoute } from '@tanstack/react-router';
import { RoleGate } from '@/app/layouts/role-gate';

// SPEC §6: a non-homeowner member sees no billing.
export const Route = createFileRoute('/_app/_authed/billing')({
  component: () => <RoleGate allowed={(roles) => roles.canUseBilling} />,
});
