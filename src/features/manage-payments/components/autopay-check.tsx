import { Link } from '@tanstack/react-router';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import {
  useListCharges,
  type AutoDraftEnrollment,
  type FuturePayment,
  type RecurringPayment,
  type SubLedger,
} from '../api/manage-payments-api';
import { upcomingChargeWindow } from '@/entities/account/lib/upcoming-charges';
import { autopayShortfalls } from '../lib/autopay-check';
import { isolate } from '@/lib/isolate';

interface AutopayCheckProps {
  today: string;
  accounts: SubLedger[];
  recurring: RecurringPayment[];
  autoDrafts: AutoDraftEnrollment[];
  scheduled: FuturePayment[];
}

/**
 * Issue 7: where a recurring payment or auto-draft will not cover the charges due in the next
 * 25 days, say so with the shortfall, before the due date. Says nothing when all is covered (or
 * the charges cannot be read: the rest of the page does not depend on them).
 */
export function AutopayCheck({
  today,
  accounts,
  recurring,
  autoDrafts,
  scheduled,
}: AutopayCheckProps) {
  const { t, i18n } = useTranslation('manage-payments');
  const locale = i18n.resolvedLanguage ?? 'en';
  const headingId = useId();
  const subLedgerIds = accounts.map((a) => a.subLedgerId);
  const window = upcomingChargeWindow(today);
  const hasAutopay = [...recurring, ...autoDrafts].some((p) =>
    subLedgerIds.includes(p.subLedgerId),
  );
  const charges = useListCharges(
    { subLedgerId: subLedgerIds, dueAfter: window.dueAfter, dueBefore: window.dueBefore },
    { query: { enabled: hasAutopay, meta: { suppressErrorToast: true } } },
  );
  if (!hasAutopay || !charges.data) return null;
  const shortfalls = autopayShortfalls({
    today,
    charges: charges.data.filter((c) => subLedgerIds.includes(c.subLedgerId)),
    recurring,
    autoDrafts,
    scheduled,
  });
  if (shortfalls.length === 0) return null;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-lg border-2 border-danger bg-surface p-4"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5 text-danger" />
        {t('autopayCheck.title')}
      </h2>
      <ul className="flex flex-col gap-2">
        {shortfalls.map((shortfall) => {
          const account = accounts.find((a) => a.subLedgerId === shortfall.subLedgerId);
          const number = account?.accountNumber ?? '';
          return (
            <li key={shortfall.subLedgerId} className="flex flex-col gap-1">
              <p>
                {isolate(
                  (v) =>
                    t(`autopayCheck.line.${shortfall.sources.join('+')}`, {
                      ...v,
                      due: formatCents(shortfall.due, locale),
                      covered: formatCents(shortfall.covered, locale),
                      date: formatCalendarDate(shortfall.dueDate, locale),
                    }),
                  {
                    account: account
                      ? t('accountName', { number, name: account.name })
                      : String(shortfall.subLedgerId),
                  },
                )}{' '}
                <strong>
                  {t('autopayCheck.shortfall', {
                    shortfall: formatCents(shortfall.shortfall, locale),
                    date: formatCalendarDate(shortfall.dueDate, locale),
                  })}
                </strong>
              </p>
              <Link
                to="/billing"
                search={number ? { account: number } : {}}
                className="w-fit font-semibold text-brand underline"
              >
                {t('autopayCheck.pay', { shortfall: formatCents(shortfall.shortfall, locale) })}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
