import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import type { SubLedger } from '@/entities/account/queries';
import type { AutoDraftEnrollment } from '@/entities/payment-data/queries';
import { PAYMENTS_OFFER } from '@/entities/session/lib/offerings';
import { useOffered } from '@/entities/session/queries';
import { isolate } from '@/lib/isolate';

interface AccountBalancesProps {
  accounts: readonly SubLedger[];
  enrollments: readonly AutoDraftEnrollment[];
}

/** The balance of every account (sub-ledger) of the property, with its auto-draft status. */
export function AccountBalances({ accounts, enrollments }: AccountBalancesProps) {
  const { t, i18n } = useTranslation('account');
  const locale = i18n.resolvedLanguage ?? 'en';
  // Auto-draft enrolment is one of the payment screens: without pmb there is nothing to manage.
  const paymentsOffered = useOffered(PAYMENTS_OFFER);

  const autoDraftText = (account: SubLedger) => {
    const enrollment = enrollments.find(
      (e) => e.subLedgerId === account.subLedgerId && e.status !== 'cancelled',
    );
    if (enrollment) {
      const method =
        enrollment.paymentMethod?.nickname ??
        (enrollment.paymentMethod ? `••${enrollment.paymentMethod.last4}` : '');
      const amount =
        enrollment.amountType === 'fixed' && enrollment.fixedAmount !== undefined
          ? formatCents(enrollment.fixedAmount, locale)
          : t('autoDraft.fullBalance');
      return isolate(
        (v) =>
          t(enrollment.status === 'pending' ? 'autoDraft.pending' : 'autoDraft.active', {
            ...v,
            amount,
            date: formatCalendarDate(enrollment.startDate, locale),
          }),
        { method },
      );
    }
    if (account.autoDraftEnrolled) return t('autoDraft.on');
    const reason = account.autoDraftIneligibleReason;
    return reason ? t(`autoDraft.ineligible.${reason}`) : t('autoDraft.off');
  };

  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {accounts.map((account) => (
        <li key={account.subLedgerId} className="rounded-md border border-line p-3">
          <p className="text-sm text-ink-muted">
            {isolate((v) => t('balances.account', v), {
              accountNumber: account.accountNumber,
              name: account.name,
            })}
          </p>
          <p className="text-2xl font-semibold tabular-nums">
            {formatCents(account.balance, locale)}
          </p>
          {account.balance < 0 ? <p className="text-sm">{t('balances.credit')}</p> : null}
          {account.isBlocked ? (
            <p className="mt-1 text-sm font-semibold text-danger">{t('balances.blocked')}</p>
          ) : null}
          <p className="mt-2 text-sm">
            <span className="font-medium">{t('autoDraft.label')}</span> {autoDraftText(account)}
          </p>
        </li>
      ))}
      {paymentsOffered ? (
        <li className="sm:col-span-2">
          <Link to="/billing/auto-draft" className="text-sm text-brand underline">
            {t('autoDraft.manage')}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
