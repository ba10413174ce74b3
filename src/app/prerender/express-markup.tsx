import { ExpressLayout } from '@/app/layouts/public-layout';
import { ExpressCheckoutPage } from '@/features/express-pay/components/express-checkout-page';
import { startupNamespaces } from '@/lib/i18n';
import type { Language } from '@/lib/language';
import { markupI18n, type ReadTranslations } from './markup-i18n';
import { renderRouteMarkup } from './route-markup';

/** The express link's page namespace (public/locales/<language>/express-pay.json). */
const expressNamespace = 'express-pay';

/**
 * The express link's page as the app first renders it at `/epay/:strategy/:link`, while the link
 * is being opened, as HTML (run at build time by scripts/prerender.ts, in Node): the express
 * layout and the checkout page themselves, so the two cannot drift. Nothing in it is the link's:
 * the account, the balance and the form come with the app and the link's answers.
 */
export async function renderExpressMarkup(
  language: Language,
  read: ReadTranslations,
): Promise<string> {
  return renderRouteMarkup(
    await markupI18n(language, read, [...startupNamespaces, expressNamespace]),
    {
      layout: ExpressLayout,
      path: '/epay/$strategy/$link',
      // Any plausible link renders the same page: it shows nothing of the link while it opens.
      page: () => (
        <ExpressCheckoutPage strategy="card" link="link" providerKind="sandbox" publishableKey="" />
      ),
      location: '/epay/card/link',
    },
  );
}
