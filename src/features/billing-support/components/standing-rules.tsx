import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC §4 and §9: the portal's own rules, the same for every association. */
const RULES = ['pull', 'cutoff', 'sameDay', 'method', 'writtenCancellation'] as const;

export function StandingRules() {
  const { t } = useTranslation('billing-support');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('rules.heading')}
      </h2>
      <p className="text-ink-muted">{t('rules.intro')}</p>
      <ul className="flex list-disc flex-col gap-1 pl-6">
        {RULES.map((rule) => (
          <li key={rule}>{t(`rules.${rule}`)}</li>
        ))}
      </ul>
    </section>
  );
}
