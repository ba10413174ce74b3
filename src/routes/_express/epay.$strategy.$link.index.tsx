import { createFileRoute, redirect } from '@tanstack/react-router';
import { rememberOpenedLink } from '@/features/express-pay/lib/opened-link';
import { isPlausibleLink } from '@/features/express-pay/lib/plausible-link';
import { ExpressCheckoutRoute } from './-express-checkout-route';

// The guest checkout (SPEC §2 express layout): no portal login. The link leaves the address bar
// as it opens (issue 55 item 5): it is kept for this tab (features/express-pay/lib/opened-link.ts)
// and the history entry is replaced by /epay/:strategy, so neither Back nor the URL brings it back.
// A link that cannot be a checkout link stays here and shows the bad-link page.
export const Route = createFileRoute('/_express/epay/$strategy/$link/')({
  beforeLoad: ({ params, preload }) => {
    if (preload || !isPlausibleLink(params.strategy, params.link)) return;
    rememberOpenedLink(params.strategy, params.link);
    // The link's exchange starts beside the page's code, not after it (features/express-pay/
    // model.ts openCheckout); not on a hover's preload: only a visit opens a checkout. A head
    // start only: the page opens the link itself, and a chunk that fails to load is the page's
    // to recover from (main.tsx, vite:preloadError), so both failures end in the catch.
    import('@/features/express-pay/model')
      .then(({ openCheckout }) => {
        openCheckout({ strategy: params.strategy, link: params.link });
      })
      .catch(() => undefined);
    // A redirect replaces the history entry (TanStack Router navigates with replace: true).
    throw redirect({ to: '/epay/$strategy', params: { strategy: params.strategy } });
  },
  component: LinkRoute,
});

function LinkRoute() {
  const { strategy, link } = Route.useParams();
  return <ExpressCheckoutRoute strategy={strategy} link={link} />;
}
