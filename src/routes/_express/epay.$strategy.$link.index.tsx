import { createFileRoute } from '@tanstack/react-router';
import { getRuntimeConfig } from '@/app/runtime-config';
import { ExpressCheckoutPage } from '@/features/express-pay/components/express-checkout-page';

// The guest checkout (SPEC §2 express layout): no portal login; the feature checks the link's
// shape and shows the bad-link page for one that cannot be a checkout link.
export const Route = createFileRoute('/_express/epay/$strategy/$link/')({
  // The link's exchange starts beside the page's code, not after it (features/express-pay/model.ts
  // openCheckout); not on a hover's preload: only a visit opens a checkout.
  loader: ({ params, preload }) => {
    if (preload) return;
    import('@/features/express-pay/model')
      .then(({ openCheckout }) => {
        openCheckout({ strategy: params.strategy, link: params.link });
      })
      // A head start only: the page imports the same model and opens the link itself, and a chunk
      // that fails to load is the page's to recover from (main.tsx, vite:preloadError). When that
      // reloads the page, Vite's loader resolves the import with nothing, so the step above
      // throws as well: both end here.
      .catch(() => undefined);
  },
  component: ExpressCheckoutRoute,
});

function ExpressCheckoutRoute() {
  const { strategy, link } = Route.useParams();
  const { paymentProvider, stripePublishableKey } = getRuntimeConfig();
  return (
    <ExpressCheckoutPage
      // Another link is another checkout, from scratch.
      key={`${strategy}/${link}`}
      strategy={strategy}
      link={link}
      providerKind={paymentProvider}
      publishableKey={stripePublishableKey}
    />
  );
}
