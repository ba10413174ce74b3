import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { Page } from '@/components/page';
import { SafeHtml } from '@/lib/safe-html';
import { $selectedAssociationId } from '@/entities/session/model';
import { useSettings } from '@/entities/session/queries';
import { httpsUrl } from '@/lib/outside-link';
import { findCustomAction } from '../lib/find-custom-action';
import { LoadingStatus } from '@/components/loading-status';
import { isolate } from '@/lib/isolate';

/** /custom/:legacyAction: what the association's home settings configure for that action. */
export function CustomActionPage({ legacyAction }: { legacyAction: string }) {
  const { t } = useTranslation();
  const settingsQuery = useSettings();
  const associationId = useUnit($selectedAssociationId);
  const settings = settingsQuery.data;
  if (!settings) {
    return (
      <Page title={t('customPage.title')}>
        {/* Settings that still fail after the query's retries say so, rather than loading for ever. */}
        {settingsQuery.isError ? (
          <LoadError
            message={t('settingsLoadFailed')}
            error={settingsQuery.error}
            onRetry={() => void settingsQuery.refetch()}
            retrying={settingsQuery.isFetching}
          />
        ) : (
          <LoadingStatus>{t('loading')}</LoadingStatus>
        )}
      </Page>
    );
  }
  const action = findCustomAction(settings.customActions, legacyAction, associationId);
  // A link action whose address is not a web page (javascript:, data:) counts as not set up.
  const href = action?.kind === 'link' ? httpsUrl(action.url) : undefined;
  if (!action || (action.kind === 'link' && !href)) {
    return (
      <Page title={t('customPage.title')}>
        {/* The address's free text is never echoed: a link could make the page say anything. */}
        <p>{t('customPage.notConfigured')}</p>
        <Link to="/dashboard" className="font-semibold text-brand underline">
          {t('notAvailable.back')}
        </Link>
      </Page>
    );
  }
  if (href) {
    return (
      <Page title={action.title} description={t('customPage.externalDescription')}>
        <a
          href={href}
          target="_blank"
          rel="noreferrer noopener"
          className="inline-flex min-h-11 w-fit items-center gap-2 rounded-md bg-brand px-4 font-semibold text-brand-contrast"
        >
          {isolate((v) => t('customPage.open', v), { title: action.title })}
          <ExternalLink aria-hidden="true" size={16} />
          <span className="sr-only">{t('footer.opensInNewTab')}</span>
        </a>
      </Page>
    );
  }
  return (
    <Page title={action.title}>
      <article className="prose max-w-none rounded-lg border border-line bg-surface p-6">
        <SafeHtml html={action.html ?? ''} />
      </article>
    </Page>
  );
}
