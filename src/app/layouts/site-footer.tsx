import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '../runtime-config';

export function SiteFooter() {
  const { t } = useTranslation();
  const { helpCenterUrl } = getRuntimeConfig();
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-4 text-sm text-ink-muted">
        <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
        <a href={helpCenterUrl} target="_blank" rel="noreferrer" className="underline">
          {t('footer.helpCenter')}
          <span className="sr-only"> {t('footer.opensInNewTab')}</span>
        </a>
        <Link to="/billing/support" hash="disclosures" className="underline">
          {t('footer.disclosures')}
        </Link>
      </div>
    </footer>
  );
}
