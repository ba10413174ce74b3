import { createFileRoute } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { OfferedOutlet } from '@/app/layouts/offered-outlet';
import { requireSignIn } from '@/app/router-context';
import { $isLoggedIn } from '@/entities/session/model';

// Pages behind login: a visitor without a session goes to /login and comes back afterwards.
export const Route = createFileRoute('/_app/_authed')({
  beforeLoad: requireSignIn,
  component: SignedInOnly,
});

/**
 * The moment a session ends (here or in another tab), the private page goes from the screen and
 * its queries stop asking, before the login page arrives. A page this community does not offer
 * says so instead (`OfferedOutlet`).
 */
function SignedInOnly() {
  const loggedIn = useUnit($isLoggedIn);
  return loggedIn ? <OfferedOutlet /> : null;
}
