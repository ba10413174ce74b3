import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useMimicGuard } from '@/entities/session/components/mimic';
import {
  stopAutoDraft,
  useGetPaymentOptions,
  type AutoDraftEnrollment,
  type PaymentMethod,
  type SubLedger,
} from '../api/manage-payments-api';
import { autoDraftStanding } from '../lib/auto-draft-eligibility';
import type { PaymentChange } from '../lib/cache-updates';
import { BillingProblemMessage } from '@/entities/payment-attempt/components/billing-problem-message';
import {
  billingProblem,
  type BillingProblem,
} from '@/entities/payment-attempt/lib/billing-problem';
import { AutoDraftAccountItem, EnrolmentTerms, IneligibleReason } from './auto-draft-account';
import { AutoDraftTermsDialog } from './auto-draft-terms-dialog';
import { ActionDialog, Badge, Section, useAction } from './parts';
import { usePaymentChange } from './use-payment-change';
import { isolate } from '@/lib/isolate';

interface StandardAutoDraftProps {
  accounts: SubLedger[];
  enrollments: AutoDraftEnrollment[];
  bankMethods: PaymentMethod[];
  associationId: number | null;
  today: string;
}

type Open =
  | { dialog: 'enrol'; account: SubLedger }
  | { dialog: 'change'; account: SubLedger; enrollment: AutoDraftEnrollment }
  | { dialog: 'cancel'; account: SubLedger; enrollment: AutoDraftEnrollment };

/** Issue 5: enrol each account of the property, or say why it cannot; change or cancel. */
export function StandardAutoDraft({
  accounts,
  enrollments,
  bankMethods,
  associationId,
  today,
}: StandardAutoDraftProps) {
  const { t } = useTranslation('manage-payments');
  const [open, setOpen] = useState<Open | null>(null);
  const [announcement, setAnnouncement] = useState<ReactNode>('');
  const status = useRef<HTMLParagraphElement>(null);
  const applyChange = usePaymentChange();
  const options = useGetPaymentOptions(associationId ?? 0, {
    query: { enabled: associationId !== null && associationId > 0 },
  });
  const bankOption = options.data?.options.find((o) => o.methodType === 'eCheck');

  const done = (change: PaymentChange, text: ReactNode) => {
    setOpen(null);
    applyChange(change);
    setAnnouncement(text);
  };

  return (
    <>
      <p
        ref={status}
        role="status"
        tabIndex={-1}
        className="rounded-md bg-surface p-3 font-medium text-success empty:hidden"
      >
        {announcement}
      </p>
      <Section title={t('autoDraft.accountsTitle')} description={t('autoDraft.accountsHelp')}>
        <ul className="flex flex-col gap-3">
          {accounts.map((account) => {
            const standing = autoDraftStanding(account, enrollments, 'standard');
            const name = t('accountName', { number: account.accountNumber, name: account.name });
            return (
              <AutoDraftAccountItem key={account.subLedgerId} account={account}>
                {standing.kind === 'enrolled' ? (
                  <>
                    <Badge tone="success">{t('autoDraft.enrolled')}</Badge>
                    <EnrolmentTerms enrollment={standing.enrollment} />
                    <div className="flex flex-wrap gap-2">
                      <Button
                        variant="secondary"
                        onClick={() =>
                          setOpen({ dialog: 'change', account, enrollment: standing.enrollment })
                        }
                      >
                        {t('autoDraft.change')}
                        <span className="sr-only"> {name}</span>
                      </Button>
                      <Button
                        variant="secondary"
                        onClick={() =>
                          setOpen({ dialog: 'cancel', account, enrollment: standing.enrollment })
                        }
                      >
                        {t('autoDraft.cancel')}
                        <span className="sr-only"> {name}</span>
                      </Button>
                    </div>
                  </>
                ) : standing.kind === 'eligible' ? (
                  <Button className="w-fit" onClick={() => setOpen({ dialog: 'enrol', account })}>
                    {t('autoDraft.enrol')}
                    <span className="sr-only"> {name}</span>
                  </Button>
                ) : standing.kind === 'ineligible' ? (
                  <IneligibleReason account={account} standing={standing} />
                ) : null}
              </AutoDraftAccountItem>
            );
          })}
        </ul>
      </Section>
      {open?.dialog === 'enrol' || open?.dialog === 'change' ? (
        <AutoDraftTermsDialog
          account={open.account}
          enrollment={open.dialog === 'change' ? open.enrollment : undefined}
          bankMethods={bankMethods}
          option={bankOption}
          today={today}
          fallbackFocus={() => status.current}
          onClose={() => setOpen(null)}
          onDone={done}
        />
      ) : null}
      {open?.dialog === 'cancel' ? (
        <CancelAutoDraftDialog
          account={open.account}
          enrollment={open.enrollment}
          fallbackFocus={() => status.current}
          onClose={() => setOpen(null)}
          onDone={done}
        />
      ) : null}
    </>
  );
}

function CancelAutoDraftDialog({
  account,
  enrollment,
  fallbackFocus,
  onClose,
  onDone,
}: {
  account: SubLedger;
  enrollment: AutoDraftEnrollment;
  fallbackFocus: () => HTMLElement | null;
  onClose: () => void;
  onDone: (change: PaymentChange, announcement: ReactNode) => void;
}) {
  const { t } = useTranslation(['manage-payments', 'errors']);
  const cancel = useAction(stopAutoDraft);
  const mimic = useMimicGuard('cancelAutoDraft');
  const [problem, setProblem] = useState<BillingProblem | null>(null);
  const name = t('accountName', { number: account.accountNumber, name: account.name });

  const confirm = async () => {
    setProblem(null);
    const outcome = await cancel.run(enrollment.id);
    if (!outcome) return;
    if (!outcome.ok) {
      setProblem(billingProblem(outcome.error, t));
      return;
    }
    onDone(
      { kind: 'enrollmentCancelled', enrollment },
      isolate((v) => t('autoDraft.cancelled', v), { account: name }),
    );
  };

  return (
    <ActionDialog
      open
      onClose={onClose}
      busy={cancel.pending}
      fallbackFocus={fallbackFocus}
      title={t('autoDraft.cancelTitle')}
      description={isolate((v) => t('autoDraft.cancelDescription', v), { account: name })}
    >
      <div role="alert" className="text-sm text-danger empty:hidden">
        {problem ? <BillingProblemMessage problem={problem} /> : null}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={cancel.pending}>
          {t('autoDraft.keep')}
        </Button>
        <Button
          variant="danger"
          onClick={() => mimic.guard(() => void confirm())}
          disabled={cancel.pending}
          aria-disabled={cancel.pending}
        >
          {cancel.pending ? t('autoDraft.cancelling') : t('autoDraft.confirmCancel')}
        </Button>
      </div>
      {mimic.dialog}
    </ActionDialog>
  );
}
