import { createFileRoute } from '@tanstack/react-router';
import { ExpressConfirmationPage } from '@/features/express-pay/components/express-confirmation-page';
import { readOpenedLink } from '@/features/express-pay/lib/opened-link';

// The confirmation after an express payment of the link this tab opened; it reads what the
// checkout kept and sends nothing.
export const Route = createFileRoute('/_express/epay/$strategy/confirmation')({
  component: ExpressConfirmationRoute,
});

function ExpressConfirmationRoute() {
  const { strategy } = Route.useParams();
  const link = readOpenedLink(strategy) ?? '';
  return <ExpressConfirmationPage key={`${strategy}/${link}`} strategy={strategy} link={link} />;
}
