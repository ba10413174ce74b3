import { createFileRoute } from '@tanstack/react-router';
import { ExpressConfirmationPage } from '@/features/express-pay/components/express-confirmation-page';

// The confirmation after an express payment; it reads what the checkout kept and sends nothing.
export const Route = createFileRoute('/_express/epay/$strategy/$link/confirmation')({
  component: ExpressConfirmationRoute,
});

function ExpressConfirmationRoute() {
  const { strategy, link } = Route.useParams();
  return <ExpressConfirmationPage key={`${strategy}/${link}`} strategy={strategy} link={link} />;
}
