import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorScreenMounted } from '@/lib/error-screen';
import { Page } from '../page';

/**
 * The router's screen for an unexpected application error: a way back, a retry and a reload.
 * The error itself goes to the console only; users see no stack trace.
 */
export function RouterErrorScreen({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  useEffect(() => {
    console.error('Unexpected application error', error);
  }, [error]);
  useEffect(errorScreenMounted, []);
  return (
    <main className="mx-auto max-w-2xl p-6">
      <Page title={t('appError.title')} description={t('appError.body')}>
        <div className="flex flex-wrap gap-4">
          <button
            type="button"
            className="font-semibold text-brand underline"
            onClick={() => router.history.back()}
          >
            {t('appError.back')}
          </button>
          <button
            type="button"
            className="font-semibold text-brand underline"
            onClick={() => {
              reset();
              void router.invalidate();
            }}
          >
            {t('appError.retry')}
          </button>
          <button
            type="button"
            className="font-semibold text-brand underline"
            onClick={() => window.location.reload()}
          >
            {t('appError.reload')}
          </button>
        </div>
      </Page>
    </main>
  );
}
