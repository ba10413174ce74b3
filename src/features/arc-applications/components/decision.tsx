import { useTranslation } from 'react-i18next';
import { formatInstant } from '@/lib/dates';
import type { ArcApplicationStatus, ArcChairDecision } from '../api/arc-applications-api';
import { conditionLines } from '../lib/application';
import { isolate } from '@/lib/isolate';

/** The chair's decision as the homeowner reads it: the outcome, by whom, the comment, the conditions. */
export function DecisionBlock({
  status,
  decision,
  headingLevel = 2,
  headingId,
}: {
  status: ArcApplicationStatus;
  decision: ArcChairDecision;
  headingLevel?: 2 | 3;
  headingId?: string;
}) {
  const { t, i18n } = useTranslation('arc-applications');
  const conditions = conditionLines(decision.conditions);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <div className="flex flex-col gap-2">
      <Heading id={headingId} className="text-lg font-semibold">
        {t('decision.heading')}
      </Heading>
      <p className="font-medium">{t(`statuses.${status}`)}</p>
      <p className="text-sm text-ink-muted">
        {isolate(
          (v) => t('decision.by', { ...v, date: formatInstant(decision.decidedAt, i18n.language) }),
          { name: decision.decidedBy.name },
        )}
      </p>
      {decision.comment ? (
        <p className="whitespace-pre-line [overflow-wrap:anywhere]">{decision.comment}</p>
      ) : null}
      {conditions.length > 0 ? (
        <div className="flex flex-col gap-1">
          <SubHeading className="font-semibold">{t('decision.conditions')}</SubHeading>
          <ul className="list-disc pl-5">
            {conditions.map((line, index) => (
              <li key={index} className="[overflow-wrap:anywhere]">
                {line}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
