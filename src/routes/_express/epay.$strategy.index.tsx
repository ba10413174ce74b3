import { createFileRoute } from '@tanstack/react-router';
import { readOpenedLink } from '@/features/express-pay/lib/opened-link';
import { ExpressCheckoutRoute } from './-express-checkout-route';

// The checkout of the link this tab opened (the link itself is kept off the URL: see
// epay.$strategy.$link.index.tsx). Without one (another tab, the session ended), the bad-link
// page asks for the link again.
export const Route = createFileRoute('/_express/epay/$strategy/')({
  component: OpenedCheckoutRoute,
});

function OpenedCheckoutRoute() {
  const { strategy } = Route.useParams();
  return <ExpressCheckoutRoute strategy={strategy} link={readOpenedLink(strategy) ?? ''} />;
}
