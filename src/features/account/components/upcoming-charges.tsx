import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { useListCharges } from '../api/account-api';
import {
  UPCOMING_CHARGE_DAYS,
  upcomingChargeWindow,
  upcomingCharges,
} from '@/entities/account/lib/upcoming-charges';
import { LoadState } from './section';

/** SPEC §9: what is due on the property's accounts in the next 25 days. */
export function UpcomingCharges({
  subLedgerIds,
  today,
}: {
  subLedgerIds: number[];
  today: string;
}) {
  const { t, i18n } = useTranslation('account');
  const locale = i18n.resolvedLanguage ?? 'en';
  const window = upcomingChargeWindow(today);
  const charges = useListCharges(
    { subLedgerId: subLedgerIds, ...window },
    { query: { enabled: subLedgerIds.length > 0, meta: { suppressErrorToast: true } } },
  );
  const due = charges.data ? upcomingCharges(charges.data, window, subLedgerIds) : [];
  return (
    <div>
      <p className="mb-2 text-sm text-ink-muted">
        {t('upcoming.window', {
          days: UPCOMING_CHARGE_DAYS,
          until: formatCalendarDate(window.dueBefore, locale),
        })}
      </p>
      <LoadState
        query={charges}
        loading={charges.isPending && subLedgerIds.length > 0}
        loadingText={t('upcoming.loading')}
        failedText={t('upcoming.failed')}
      />
      {charges.isSuccess && due.length === 0 ? <p>{t('upcoming.none')}</p> : null}
      {due.length > 0 ? (
        <ul className="divide-y divide-line">
          {due.map((charge) => (
            <li
              key={charge.id}
              className="flex flex-wrap items-baseline justify-between gap-2 py-2"
            >
              <span>
                <span className="block font-medium">{charge.description}</span>
                <span className="block text-sm text-ink-muted">
                  {t('upcoming.due', {
                    date: formatCalendarDate(charge.dueDate, locale),
                    accountNumber: charge.accountNumber ?? '',
                  })}
                </span>
              </span>
              <span className="font-semibold tabular-nums">
                {formatCents(charge.amount, locale)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
