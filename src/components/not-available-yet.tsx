import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from './page';

interface NotAvailableYetProps {
  /** Key in the `common` namespace naming the page. */
  titleKey: string;
}

/** An honest state for a screen whose feature has not shipped: says so, and offers a way on. */
export function NotAvailableYet({ titleKey }: NotAvailableYetProps) {
  const { t } = useTranslation();
  return (
    <Page title={t(titleKey)}>
      <section
        aria-labelledby="not-available-heading"
        className="rounded-lg border border-line bg-surface p-6"
      >
        <h2 id="not-available-heading" className="text-lg font-semibold">
          {t('notAvailable.title')}
        </h2>
        <p className="mt-2 text-ink-muted">{t('notAvailable.body')}</p>
        <Link to="/dashboard" className="mt-4 inline-block font-semibold text-brand underline">
          {t('notAvailable.back')}
        </Link>
      </section>
    </Page>
  );
}
