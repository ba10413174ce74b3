import type { ErrorSchema } from '@rjsf/utils';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formSchema, formUiSchema, SchemaForm } from '@/components/schema-form';
import { isApiError } from '@/lib/api/api-error';
import { NoAccounts } from '@/entities/account/components/no-accounts';
import { useRefreshPaymentData } from '@/entities/payment-data/queries';
import { MimicReason, useMimicGuard } from '@/entities/session/components/mimic';
import schemaJson from '../../../../forms/legacy-auto-draft.schema.json';
import uiJson from '../../../../forms/legacy-auto-draft.ui.json';
import {
  submitLegacyAutoDraft,
  useLegacyAutoDraftForm,
  type AutoDraftEnrollment,
  type LegacyAutoDraftEnrollment,
  type LegacyAutoDraftForm,
  type SubLedger,
} from '../api/manage-payments-api';
import { autoDraftStanding } from '../lib/auto-draft-eligibility';
import { formatMonth } from '../lib/format';
import {
  legacyUiSchema,
  maskAccountNumber,
  toEnrollRequest,
  validateAccountConfirmation,
  type LegacyFormData,
} from '../lib/legacy-form';
import { ConfirmingGuard } from '@/entities/payment-attempt/components/confirming-guard';
import { usePaymentAttempt } from '@/entities/payment-attempt/use-payment-attempt';
import { BillingProblemMessage } from '@/entities/payment-attempt/components/billing-problem-message';
import {
  billingProblem,
  type BillingProblem,
} from '@/entities/payment-attempt/lib/billing-problem';
import { AutoDraftAccountItem, EnrolmentTerms, IneligibleReason } from './auto-draft-account';
import { MaskedNumberWidget } from './masked-number-widget';
import { Badge, Section } from './parts';
import { LoadingStatus } from '@/components/loading-status';
import { isolateText } from '@/lib/isolate';

const baseSchema = formSchema(schemaJson);
const baseUiSchema = formUiSchema<LegacyFormData>(uiJson);
const widgets = { maskedAccountNumber: MaskedNumberWidget };
/** Fields a 422 may name that the form shows beside themselves. */
const FIELDS: readonly string[] = [
  'startMonth',
  'accountType',
  'bankRoutingNumber',
  'bankName',
  'bankAccountNumber',
  'confirmation',
  'eSignature',
];

/** A 422's per-field messages (the SPEC §5 texts) as the form's extra errors. */
function fieldErrors(error: unknown): ErrorSchema<LegacyFormData> | undefined {
  if (!isApiError(error) || !error.problem?.errors) return undefined;
  const entries = Object.entries(error.problem.errors).filter(
    ([field, messages]) => FIELDS.includes(field) && messages.length > 0,
  );
  if (entries.length === 0) return undefined;
  return Object.fromEntries(entries.map(([field, messages]) => [field, { __errors: messages }]));
}

/** A form the service received, shown in place of the form until the page is left. */
interface Received {
  enrollment: LegacyAutoDraftEnrollment;
  data: LegacyFormData;
  form: LegacyAutoDraftForm;
}

/**
 * Issue 6: the legacy bank-draft form. Issue 24: first the same SPEC §4 rule as the standard
 * enrolment (`autoDraftStanding`): each account of the property is listed with its standing, an
 * account with a balance, a sub-ledger or a blocked ledger gets its reason instead of the form,
 * and accounts already enrolled say so. The form is asked for only for an account that can enrol.
 * The service's setup gives the form (start months, account types, the authorization to sign),
 * then the form is enrolled. Account numbers are masked once typed, on the form and after it, and
 * never logged.
 */
export function LegacyAutoDraft({
  accounts,
  enrollments,
  ownerId,
}: {
  accounts: SubLedger[];
  enrollments: AutoDraftEnrollment[];
  ownerId: number;
}) {
  const { t } = useTranslation(['manage-payments', 'errors']);
  const pickerId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  // Kept here, not in the form: the reload after enrolling may list the account as enrolled,
  // which takes the form away, and the confirmation must stay.
  const [received, setReceived] = useState<Received | null>(null);
  const standings = accounts.map((account) => ({
    account,
    standing: autoDraftStanding(account, enrollments, 'legacy'),
  }));
  const eligible = standings.filter((s) => s.standing.kind === 'eligible').map((s) => s.account);
  const account = eligible.find((a) => a.subLedgerId === chosen) ?? eligible[0];
  const request =
    account && !received
      ? { ownerId: account.ownerId || ownerId, subLedgerId: account.subLedgerId }
      : null;
  const form = useLegacyAutoDraftForm(request);

  if (accounts.length === 0)
    return (
      <NoAccounts>
        <p>{t('autoDraft.noAccounts')}</p>
      </NoAccounts>
    );

  return (
    <div className="flex flex-col gap-4">
      <Section title={t('autoDraft.accountsTitle')} description={t('autoDraft.accountsHelp')}>
        <ul className="flex flex-col gap-3">
          {standings.map(({ account: item, standing }) => (
            <AutoDraftAccountItem key={item.subLedgerId} account={item}>
              {standing.kind === 'enrolled' || standing.kind === 'enrolledByForm' ? (
                <>
                  <Badge tone="success">{t('autoDraft.enrolled')}</Badge>
                  {standing.kind === 'enrolled' ? (
                    <EnrolmentTerms enrollment={standing.enrollment} />
                  ) : null}
                  <p className="text-sm">{t('legacy.enrolledHelp')}</p>
                </>
              ) : standing.kind === 'eligible' ? (
                <p className="text-sm">{t('legacy.eligible')}</p>
              ) : (
                <IneligibleReason account={item} standing={standing} />
              )}
            </AutoDraftAccountItem>
          ))}
        </ul>
      </Section>
      {received ? (
        <LegacyReceived {...received} />
      ) : account ? (
        <>
          {eligible.length > 1 ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={pickerId} className="text-sm font-medium">
                {t('legacy.account')}
              </label>
              <select
                id={pickerId}
                value={account.subLedgerId}
                onChange={(e) => setChosen(Number(e.target.value))}
                className="min-h-11 w-fit max-w-full rounded-md border border-line bg-surface px-3"
              >
                {eligible.map((a) => (
                  <option key={a.subLedgerId} value={a.subLedgerId}>
                    {t('accountName', {
                      number: isolateText(a.accountNumber),
                      name: isolateText(a.name),
                    })}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {form.isPending ? (
            <LoadingStatus className="text-ink-muted">{t('legacy.loading')}</LoadingStatus>
          ) : form.isError ? (
            <div
              role="alert"
              className="rounded-md border border-danger bg-surface p-3 text-danger"
            >
              <p className="font-semibold">{t('legacy.unavailable')}</p>
              <BillingProblemMessage
                problem={billingProblem(form.error, t, { methodKind: 'bank' })}
              />
            </div>
          ) : (
            <LegacyForm
              key={account.subLedgerId}
              form={form.data}
              account={{ ownerId: request?.ownerId ?? ownerId, subLedgerId: account.subLedgerId }}
              onReceived={setReceived}
            />
          )}
        </>
      ) : (
        <p>{t('legacy.noneCanEnrol')}</p>
      )}
    </div>
  );
}

function LegacyForm({
  form,
  account,
  onReceived,
}: {
  form: LegacyAutoDraftForm;
  account: { ownerId: number; subLedgerId: number };
  onReceived: (received: Received) => void;
}) {
  const { t } = useTranslation(['manage-payments', 'errors']);
  const uiSchema = useMemo(() => legacyUiSchema(baseUiSchema, form), [form]);
  // The shared attempt model (docs/payments.md): one key per form sent, kept for a retry of an
  // unknown outcome (no answer, a timeout, a 5xx), new after a final answer.
  const enroll = usePaymentAttempt();
  const refresh = useRefreshPaymentData();
  // SPEC §6: only the homeowner signs the eSignature, never a staff member mimicking them.
  const { blocked } = useMimicGuard('signLegacyAutoDraft');
  const reasonId = useId();
  const [problem, setProblem] = useState<BillingProblem | null>(null);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema<LegacyFormData> | undefined>();

  const submit = async (data: LegacyFormData) => {
    if (enroll.busy) return;
    setProblem(null);
    setExtraErrors(undefined);
    const request = toEnrollRequest(data, account);
    // One call: the form's key is its create key, kept for a retry of an unknown outcome.
    const outcome = await enroll.send(
      (key, signal) => submitLegacyAutoDraft(request, key, signal),
      { key: enroll.keys.createKey(JSON.stringify(request)) },
    );
    if (!outcome) return;
    if (outcome.kind !== 'done') {
      setExtraErrors(fieldErrors(outcome.error));
      setProblem(billingProblem(outcome.error, t, { methodKind: 'bank' }));
      return;
    }
    // The legacy answer is not an enrolment of the list: the reload brings it.
    void refresh('autoDraftEnrollments');
    onReceived({ enrollment: outcome.result, data, form });
  };

  const firstMonth = form.startMonthOptions[0]?.value;
  return (
    <Section
      title={t('legacy.formTitle', { account: form.accountNumber ?? '' })}
      description={form.draftDay ? t('legacy.draftDay', { day: form.draftDay }) : undefined}
    >
      <SchemaForm<LegacyFormData>
        schema={baseSchema}
        uiSchema={uiSchema}
        idPrefix="legacyAutoDraft"
        widgets={widgets}
        initialData={firstMonth ? { startMonth: firstMonth } : {}}
        customValidate={validateAccountConfirmation}
        extraErrors={extraErrors}
        onSubmit={(data) => void submit(data)}
        submitLabel={t('legacy.submit')}
        pendingLabel={t('legacy.submitting')}
        pending={enroll.busy}
        submitDisabled={blocked}
        submitDescribedBy={blocked ? reasonId : undefined}
      >
        <ConfirmingGuard confirming={enroll.confirming} subject="enrolment" />
        <div role="status" className="text-sm empty:hidden">
          {enroll.stillProcessing ? (
            <p>{t('common:paymentAttempt.stillProcessingEnrolment')}</p>
          ) : null}
        </div>
        <div role="alert" className="text-sm font-medium text-danger empty:hidden">
          {problem ? <BillingProblemMessage problem={problem} /> : null}
          {enroll.outcomeUnknown ? (
            <p>
              {t('common:paymentAttempt.unknownOutcomeEnrolment', { action: t('legacy.submit') })}
            </p>
          ) : null}
        </div>
        <MimicReason id={reasonId} />
      </SchemaForm>
    </Section>
  );
}

function LegacyReceived({ enrollment, data, form }: Received) {
  const { t, i18n } = useTranslation('manage-payments');
  const locale = i18n.resolvedLanguage ?? 'en';
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const month =
    form.startMonthOptions.find((o) => o.value === enrollment.startMonth)?.label ??
    formatMonth(enrollment.startMonth, locale);
  return (
    <section
      aria-labelledby="legacy-received"
      className="flex flex-col gap-3 rounded-lg border border-success bg-surface p-4"
    >
      <h2
        ref={heading}
        id="legacy-received"
        tabIndex={-1}
        className="text-lg font-semibold outline-none"
      >
        {t('legacy.received')}
      </h2>
      {enrollment.message ? <p>{enrollment.message}</p> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-muted">{t('legacy.reference')}</dt>
        <dd>{enrollment.referenceNumber}</dd>
        <dt className="text-ink-muted">{t('legacy.fields.startMonth')}</dt>
        <dd>{month}</dd>
        <dt className="text-ink-muted">{t('legacy.fields.bankName')}</dt>
        <dd>{data.bankName}</dd>
        <dt className="text-ink-muted">{t('legacy.fields.accountType')}</dt>
        <dd>{t(`legacy.accountTypes.${data.accountType ?? 'checking'}`)}</dd>
        <dt className="text-ink-muted">{t('legacy.bankAccount')}</dt>
        <dd>{maskAccountNumber(data.bankAccountNumber ?? '')}</dd>
        <dt className="text-ink-muted">{t('legacy.status')}</dt>
        <dd>{t(`legacy.statuses.${enrollment.status}`)}</dd>
      </dl>
    </section>
  );
}
