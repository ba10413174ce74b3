import { Link, Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';
import { SiteFooter } from './site-footer';

/** The default layout: public pages, and the sign-in pages before anyone is logged in. */
export function PublicLayout() {
  return (
    <PublicFrame footer={<SiteFooter />}>
      <Outlet />
    </PublicFrame>
  );
}

interface PublicFrameProps {
  children: ReactNode;
  /** The prerendered login page (src/app/prerender) has none: it names the deployment's help centre. */
  footer: ReactNode;
}

/** The default layout's frame around a page. */
export function PublicFrame({ children, footer }: PublicFrameProps) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main-content" className="skip-link">
        {t('shell.skipToContent')}
      </a>
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-1">
          <Link to="/" className="flex items-center gap-2 text-lg font-semibold text-brand">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            Courtyard
          </Link>
          <LanguageSwitch />
        </div>
      </header>
      {/* At least the window's height, as in the other layouts: the footer stays below the fold
          while a page loads instead of jumping down when it comes. */}
      <main id="main-content" className="mx-auto min-h-dvh w-full max-w-5xl flex-1 px-4 py-6">
        {children}
      </main>
      {footer}
    </div>
  );
}

/**
 * The express layout (`/epay/...`): a guest opens a link from a message, often on a phone, in
 * whatever language the browser has, so the language switch is its only chrome, at the top.
 * Beside the default layout on purpose: the two share the switch's code in one chunk, which the
 * first page already loads (a chunk of its own would cost the first load about 0.3 KiB).
 */
export function ExpressLayout() {
  return (
    <>
      <header className="mx-auto flex w-full max-w-xl justify-end px-4 pt-2 print:hidden">
        <LanguageSwitch />
      </header>
      <main id="main-content" className="mx-auto min-h-dvh w-full max-w-xl px-4 pt-2 pb-6">
        <Outlet />
      </main>
    </>
  );
}
