import { getRuntimeConfig } from '@/app/runtime-config';
import { ExpressCheckoutPage } from '@/features/express-pay/components/express-checkout-page';

/** The checkout page for a link, with the runtime configuration's card provider. */
export function ExpressCheckoutRoute({ strategy, link }: { strategy: string; link: string }) {
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
