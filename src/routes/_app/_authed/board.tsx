import { createFileRoute } from '@tanstack/react-router';
import { RoleGate } from '@/app/layouts/role-gate';

// SPEC §6: the board area is for board members.
export const Route = createFileRoute('/_app/_authed/board')({
  component: () => <RoleGate allowed={(roles) => roles.isBoardMember} />,
});
