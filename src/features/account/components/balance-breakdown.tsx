import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import type { LedgerEntry } from '../api/account-api';
import { breakdownAgrees, explainBalance } from '../lib/balance-breakdown';

interface BalanceBreakdownProps {
  subLedgerId: number;
  entries: readonly LedgerEntry[];
  /** The account's balance as the accounts list has it (may include what is not posted yet). */
  accountBalance: number;
}

/**
 * "Explain my balance": what the balance is made of, kind by kind, in plain words, each part a
 * link to the ledger rows behind it (`/billing/account-history?type=lateFee`).
 */
export function BalanceBreakdown({ subLedgerId, entries, accountBalance }: BalanceBreakdownProps) {
  const { t, i18n } = useTranslation('account');
  const locale = i18n.resolvedLanguage ?? 'en';
  const money = (cents: number) => formatCents(cents, locale);
  const breakdown = explainBalance(entries);

  if (entries.length === 0 || !breakdown.firstDate || !breakdown.lastDate) {
    return <p>{t('breakdown.empty', { balance: money(accountBalance) })}</p>;
  }
  const from = formatCalendarDate(breakdown.firstDate, locale);
  const to = formatCalendarDate(breakdown.lastDate, locale);

  return (
    <div className="flex flex-col gap-3">
      <p>
        {breakdown.openingBalance === 0
          ? t('breakdown.introFromZero', {
              opening: money(0),
              balance: money(breakdown.closingBalance),
              from,
              to,
            })
          : t('breakdown.intro', {
              opening: money(breakdown.openingBalance),
              balance: money(breakdown.closingBalance),
              from,
              to,
            })}
      </p>
      <ul className="divide-y divide-line border-y border-line">
        {breakdown.openingBalance !== 0 ? (
          <li className="flex flex-wrap items-baseline justify-between gap-2 py-2">
            <span>{t('breakdown.broughtForward', { date: from })}</span>
            <span className="font-semibold tabular-nums">{money(breakdown.openingBalance)}</span>
          </li>
        ) : null}
        {breakdown.parts.map((part) => (
          <li key={part.kind} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
            <span className="flex flex-col">
              <Link
                to="/billing/account-history"
                search={{ subLedger: subLedgerId, type: part.kind }}
                className="font-medium text-brand underline"
              >
                {t(`breakdown.parts.${part.kind}`)}
              </Link>
              <span className="text-sm text-ink-muted">
                {t(`breakdown.explain.${part.kind}`, { count: part.count })}
              </span>
            </span>
            <span className="font-semibold tabular-nums">{money(part.total)}</span>
          </li>
        ))}
        <li className="flex flex-wrap items-baseline justify-between gap-2 py-2 font-semibold">
          <span>{t('breakdown.total')}</span>
          <span className="tabular-nums">{money(breakdown.closingBalance)}</span>
        </li>
      </ul>
      {!breakdownAgrees(breakdown, entries) ? (
        <p className="text-sm">{t('breakdown.disagrees')}</p>
      ) : null}
      {breakdown.closingBalance !== accountBalance ? (
        <p className="text-sm text-ink-muted">
          {t('breakdown.notPosted', {
            ledger: money(breakdown.closingBalance),
            balance: money(accountBalance),
          })}
        </p>
      ) : null}
    </div>
  );
}
