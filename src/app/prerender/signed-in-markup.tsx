import { Menu } from 'lucide-react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { AssociationLogo } from '@/app/layouts/association-logo';
import {
  ChromeCompactRow,
  ChromeMark,
  ChromeSidebar,
  ChromeTopBar,
  ChromeWideSlot,
  mainClassName,
  menuTriggerClassName,
} from '@/app/layouts/chrome-frame';
import { LoadingStatus } from '@/components/loading-status';
import { Page } from '@/components/page';
import { startupNamespaces } from '@/lib/i18n';
import type { Language } from '@/lib/language';
import { markupI18n, type ReadTranslations } from './markup-i18n';

/** A text of a page: its namespace and key (public/locales/<language>/<namespace>.json). */
type Text = readonly [namespace: string, key: string];

/**
 * A signed-in page as the app first renders it, before its data: its heading, its description
 * and its loading status, as the page component says them (the journeys in tests/e2e/login.spec.ts
 * compare them with the app's once it has taken over).
 */
export interface PrerenderedSignedInPage {
  path: string;
  title: Text;
  description: Text;
  loading: Text;
}

/** The signed-in pages whose HTML carries their first frame (npm run bench's signed-in pages). */
export const prerenderedSignedInPages: readonly PrerenderedSignedInPage[] = [
  // DashboardPage: "Loading…" is its heading until the person's name is in.
  {
    path: '/dashboard',
    title: ['common', 'loading'],
    description: ['dashboard', 'intro'],
    loading: ['common', 'loading'],
  },
  // MakePaymentPage while the accounts load.
  {
    path: '/billing',
    title: ['make-payment', 'title'],
    description: ['make-payment', 'description'],
    loading: ['make-payment', 'loading'],
  },
  // AccountHistoryPage while the accounts load.
  {
    path: '/billing/account-history',
    title: ['account', 'history.title'],
    description: ['account', 'history.description'],
    loading: ['account', 'accountsLoading'],
  },
];

/**
 * A signed-in page's first frame as HTML (run at build time by scripts/prerender.ts, in Node): the
 * chrome's boxes (chrome-frame.tsx, which the app's chrome is built from) with the mark, and the
 * page's heading, description and loading status through the app's `Page` and `LoadingStatus`.
 * Nothing in it can be pressed: the menus, the property and the account are the app's, once
 * their code and the person's data are in.
 */
export async function renderSignedInMarkup(
  language: Language,
  read: ReadTranslations,
  page: PrerenderedSignedInPage,
): Promise<string> {
  const namespaces = [
    ...new Set([...startupNamespaces, page.title[0], page.description[0], page.loading[0]]),
  ];
  const i18n = await markupI18n(language, read, namespaces);
  const text = ([ns, key]: Text) => i18n.t(key, { ns });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <div className="flex min-h-dvh flex-col">
        <ChromeTopBar>
          <span aria-hidden="true" className={menuTriggerClassName(false)}>
            <Menu aria-hidden="true" />
          </span>
          <ChromeMark logo={<AssociationLogo src={undefined} name={undefined} />} />
          <ChromeWideSlot>
            <div className="min-h-11" />
          </ChromeWideSlot>
        </ChromeTopBar>
        <ChromeCompactRow>
          <div className="min-h-11" />
        </ChromeCompactRow>
        <div className="flex flex-1">
          <ChromeSidebar />
          <main className={mainClassName}>
            <Page title={text(page.title)} description={text(page.description)}>
              <LoadingStatus>{text(page.loading)}</LoadingStatus>
            </Page>
          </main>
        </div>
      </div>
    </I18nextProvider>,
    { identifierPrefix: 'prerendered-' },
  ).replace(/^(<link [^>]*>)+/, '');
}
