import { useTranslation } from 'react-i18next';
import type { PaymentOptions } from '../api/payment-options';
import { methodDisclosures } from '../lib/option-rules';
import { methodTypeLabel } from './method-type-label';

/** The anchor the site footer links to (/billing/support#disclosures). */
export const DISCLOSURES_ID = 'disclosures';

interface DisclosuresSectionProps {
  /** Absent while the options load or after they failed (the page says which above). */
  options: PaymentOptions | undefined;
  pendingText: string;
}

/**
 * The association's disclosures, general and per method type. The texts are plain text in the
 * contract, so they are rendered as text. The section and its heading are there from the first
 * render, so the footer's anchor always has a target.
 */
export function DisclosuresSection({ options, pendingText }: DisclosuresSectionProps) {
  const { t } = useTranslation('billing-support');
  const general = options?.disclosures?.trim() ?? '';
  const byMethod = options ? methodDisclosures(options.options) : [];
  return (
    <section
      id={DISCLOSURES_ID}
      aria-labelledby={`${DISCLOSURES_ID}-heading`}
      className="flex scroll-mt-4 flex-col gap-2"
    >
      <h2 id={`${DISCLOSURES_ID}-heading`} className="text-xl font-semibold">
        {t('disclosures.heading')}
      </h2>
      {!options ? <p className="text-ink-muted">{pendingText}</p> : null}
      {options && general === '' && byMethod.length === 0 ? (
        <p className="text-ink-muted">{t('disclosures.empty')}</p>
      ) : null}
      {general !== '' ? (
        <>
          <h3 className="font-semibold">{t('disclosures.general')}</h3>
          <p className="break-words whitespace-pre-line">{general}</p>
        </>
      ) : null}
      {byMethod.length > 0 ? (
        <>
          <h3 className="font-semibold">{t('disclosures.byMethod')}</h3>
          <dl className="flex flex-col gap-2">
            {byMethod.map(({ methodType, text }, index) => (
              <div key={`${methodType}-${String(index)}`}>
                <dt className="font-medium">{methodTypeLabel(t, methodType)}</dt>
                <dd className="break-words whitespace-pre-line">{text}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </section>
  );
}
