import { createFileRoute, redirect } from '@tanstack/react-router';
import { rememberOpenedLink } from '@/features/express-pay/lib/opened-link';

// An older address of the confirmation, with the link in it: the link is kept for this tab and
// the address replaced, as the checkout's is (epay.$strategy.$link.index.tsx).
export const Route = createFileRoute('/_express/epay/$strategy/$link/confirmation')({
  beforeLoad: ({ params, preload }) => {
    if (preload) return;
    rememberOpenedLink(params.strategy, params.link);
    throw redirect({ to: '/epay/$strategy/confirmation', params: { strategy: params.strategy } });
  },
});
