import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { LoadingStatus } from '@/components/loading-status';
import { Page } from '@/components/page';
import { isApiError } from '@/lib/api/api-error';
import { formatCalendarDate, formatInstant, formatInstantDay } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { useViolation, type Violation } from '../api/violations-api';
import { isOpen } from '../lib/violations';
import { AnswerForm } from './answer-form';
import { PhotoList } from './photo-list';
import { ViolationStatusBadge } from './status-badge';
import { CureBy } from './violations-page';
import { isolate } from '@/lib/isolate';

const SECTION = 'flex flex-col gap-2 rounded-lg border border-line bg-surface p-4';
const LINK = 'font-medium text-brand underline underline-offset-2';

interface ViolationDetailPageProps {
  id: number;
  today: string;
  maxUploadBytes: number;
}

/** Issue 52 item 2: one notice, its rule, photos, dates and fine, the answers and the reply. */
export function ViolationDetailPage({ id, today, maxUploadBytes }: ViolationDetailPageProps) {
  const { t } = useTranslation('violations');
  const violation = useViolation(id);
  const back = (
    <Link to="/community/violations" className={`${LINK} inline-flex items-center gap-1`}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('detail.back')}
    </Link>
  );
  if (violation.isError) {
    const missing = isApiError(violation.error) && violation.error.status === 404;
    return (
      <Page title={t('detail.title')}>
        {back}
        {missing ? (
          <p>{t('detail.notFound')}</p>
        ) : (
          <LoadError
            message={t('detail.loadError')}
            error={violation.error}
            onRetry={() => void violation.refetch()}
            retrying={violation.isFetching}
          />
        )}
      </Page>
    );
  }
  if (!violation.data)
    return (
      <Page title={t('detail.title')}>
        <LoadingStatus>{t('detail.loading')}</LoadingStatus>
      </Page>
    );
  return (
    <Page title={violation.data.category} description={back}>
      <Notice violation={violation.data} today={today} maxUploadBytes={maxUploadBytes} />
    </Page>
  );
}

function Notice({
  violation,
  today,
  maxUploadBytes,
}: {
  violation: Violation;
  today: string;
  maxUploadBytes: number;
}) {
  const { t, i18n } = useTranslation('violations');
  const locale = i18n.language;
  const rule = violation.rule;
  const dates: [string, ReactNode][] = [
    [t('dates.observed'), formatCalendarDate(violation.reportedDate, locale)],
    [
      t('dates.noticeSent'),
      violation.noticeSentAt ? formatInstantDay(violation.noticeSentAt, locale) : t('dates.none'),
    ],
    [
      t('dates.cureBy'),
      violation.cureByDate ? (
        isOpen(violation) ? (
          <CureBy cureByDate={violation.cureByDate} today={today} />
        ) : (
          formatCalendarDate(violation.cureByDate, locale)
        )
      ) : (
        t('dates.none')
      ),
    ],
  ];
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-4">
        <section aria-labelledby="violation-observed" className={SECTION}>
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="violation-observed" className="text-lg font-semibold">
              {t('detail.observed')}
            </h2>
            <ViolationStatusBadge status={violation.status} />
          </div>
          {violation.description ? (
            <p className="[overflow-wrap:anywhere]">{violation.description}</p>
          ) : null}
          <p className="text-sm text-ink-muted [overflow-wrap:anywhere]">
            {violation.propertyAddress.address1}
          </p>
          <PhotoList photos={violation.photos ?? []} label={t('photos.observed')} />
        </section>
        {rule ? (
          <section aria-labelledby="violation-rule" className={SECTION}>
            <h2 id="violation-rule" className="text-lg font-semibold">
              {t('detail.rule')}
            </h2>
            <p className="font-medium [overflow-wrap:anywhere]">
              {rule.documentTitle ? `${rule.documentTitle}, ${rule.section}` : rule.section}
            </p>
            <blockquote className="border-l-4 border-line pl-3 [overflow-wrap:anywhere]">
              {rule.text}
            </blockquote>
            {rule.documentId !== null ? (
              <Link
                to="/community/documents/{-$id}"
                params={{ id: rule.documentId }}
                className={LINK}
              >
                {isolate((v) => t('detail.readDocument', v), { title: rule.documentTitle })}
              </Link>
            ) : null}
          </section>
        ) : null}
        <section aria-labelledby="violation-dates" className={SECTION}>
          <h2 id="violation-dates" className="text-lg font-semibold">
            {t('detail.dates')}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {dates.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-medium">{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="violation-fine" className={SECTION}>
          <h2 id="violation-fine" className="text-lg font-semibold">
            {t('detail.fine')}
          </h2>
          {violation.fineAmount > 0 ? (
            <p>{t('fine.amount', { amount: formatCents(violation.fineAmount, locale) })}</p>
          ) : (
            <p>{t('fine.none')}</p>
          )}
          {violation.fineCharge ? (
            <p>
              {t('fine.charged', {
                date: formatCalendarDate(violation.fineCharge.date, locale),
                amount: formatCents(violation.fineCharge.amount, locale),
              })}{' '}
              <Link to="/billing/account-history" className={LINK}>
                {t('fine.ledger')}
              </Link>
            </p>
          ) : violation.fineAmount > 0 ? (
            <p className="text-sm text-ink-muted">{t('fine.notCharged')}</p>
          ) : null}
        </section>
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <section aria-labelledby="violation-answers" className={SECTION}>
          <h2 id="violation-answers" className="text-lg font-semibold">
            {t('detail.answers')}
          </h2>
          {(violation.responses ?? []).length === 0 ? (
            <p>{t('detail.noAnswers')}</p>
          ) : (
            <ol className="flex flex-col gap-3">
              {(violation.responses ?? []).map((answer) => (
                <li key={answer.id} className="flex flex-col gap-1 border-t border-line pt-3">
                  <p className="font-semibold">{t(`kinds.${answer.kind}`)}</p>
                  <p className="text-sm text-ink-muted">
                    {isolate(
                      (v) =>
                        t('detail.answeredBy', {
                          ...v,
                          when: formatInstant(answer.sentAt, locale),
                        }),
                      { author: answer.author },
                    )}
                  </p>
                  <p className="whitespace-pre-line [overflow-wrap:anywhere]">{answer.message}</p>
                  <PhotoList
                    photos={answer.photos}
                    label={t('photos.answer', { author: answer.author })}
                  />
                </li>
              ))}
            </ol>
          )}
        </section>
        {isOpen(violation) ? (
          <AnswerForm violationId={violation.id} maxUploadBytes={maxUploadBytes} />
        ) : (
          <p className="rounded-lg border border-line bg-surface p-4">
            {violation.closingNote
              ? isolate((v) => t('detail.closedWithNote', v), { note: violation.closingNote })
              : t('detail.closed')}
          </p>
        )}
      </div>
    </div>
  );
}
