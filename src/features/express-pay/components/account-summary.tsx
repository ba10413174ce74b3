import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@/lib/money';
import type { ExpressAccount } from '../api/express-pay-api';

/** Who and what is being paid: the association (with its logo), the owner, the account, the balance. */
export function AccountSummary({
  account,
  balance,
}: {
  account: ExpressAccount;
  /** Cents. */
  balance: number;
}) {
  const { t, i18n } = useTranslation('express-pay');
  const locale = i18n.resolvedLanguage ?? 'en';
  const [logoFailed, setLogoFailed] = useState(false);
  const address = account.propertyAddress;
  const street = [address.address1, address.address2].filter(Boolean).join(', ');
  return (
    <section
      aria-labelledby="account-heading"
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4"
    >
      <div className="flex items-center gap-3">
        {/* A logo that fails keeps its square (the association's initial), so nothing moves. */}
        {account.logoUrl && !logoFailed ? (
          <img
            src={account.logoUrl}
            alt={t('account.logo', { association: account.associationName })}
            className="size-12 shrink-0 rounded-md object-contain"
            onError={() => setLogoFailed(true)}
          />
        ) : account.logoUrl ? (
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-md border border-line text-lg font-semibold text-ink-muted"
          >
            {account.associationName.trim().charAt(0).toUpperCase()}
          </span>
        ) : null}
        <h2 id="account-heading" className="text-lg font-semibold">
          {account.associationName}
        </h2>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-ink-muted">{t('account.owner')}</dt>
        <dd>{account.ownerName}</dd>
        <dt className="text-ink-muted">{t('account.number')}</dt>
        <dd>{account.accountNumber}</dd>
        <dt className="text-ink-muted">{t('account.property')}</dt>
        <dd>
          {street}
          <span className="block">
            {address.city}, {address.stateProvince} {address.postalCode}
          </span>
        </dd>
        <dt className="font-semibold">
          {balance < 0 ? t('account.credit') : t('account.balance')}
        </dt>
        <dd className="font-semibold">{formatCents(Math.abs(balance), locale)}</dd>
      </dl>
    </section>
  );
}
