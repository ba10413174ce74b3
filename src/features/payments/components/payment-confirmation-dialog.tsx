import { Dialog } from 'radix-ui';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatCalendarDate, formatInstant } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import type { PricedSetup } from '../api/payment-setups';
import { methodLabel } from '../lib/method-label';
import type { BillingProblem } from '@/entities/payment-attempt/lib/billing-problem';
import { BillingProblemMessage } from '@/entities/payment-attempt/components/billing-problem-message';
import {
  AmountUnderstood,
  type ReviewedAmount,
} from '@/entities/payment-attempt/components/amount-understood';

interface PaymentConfirmationDialogProps {
  setup: PricedSetup | null;
  /** The amount as typed and as read, when the review came from the form. */
  reviewedAmount?: ReviewedAmount | null;
  confirming: boolean;
  problem: BillingProblem | null;
  /** What is known of a confirmation without a final answer (still processing, unknown). */
  notice?: ReactNode;
  /** Pay: called once per press that is allowed through (the caller guards repeats too). */
  onConfirm: (acknowledgeDuplicate: boolean) => void;
  /** Back to the form; the open setup stays and is updated on the next review. */
  onEdit: () => void;
  /** Abandon this payment: the open setup is cancelled. */
  onCancel: () => void;
}

/** The full breakdown before money moves, with the acknowledgement and the duplicate warning. */
export function PaymentConfirmationDialog({
  setup,
  reviewedAmount,
  confirming,
  problem,
  notice,
  onConfirm,
  onEdit,
  onCancel,
}: PaymentConfirmationDialogProps) {
  const { t, i18n } = useTranslation('make-payment');
  const locale = i18n.resolvedLanguage ?? 'en';
  const [agreed, setAgreed] = useState(false);
  const [payAgain, setPayAgain] = useState(false);
  const [showRequired, setShowRequired] = useState(false);
  const agreeId = useId();
  const againId = useId();
  const money = (cents: number) => formatCents(cents, locale);

  const mustAgree = setup?.acknowledgement?.required === true;
  const duplicate = setup?.duplicateWarning;

  const confirm = () => {
    if (confirming) return;
    if ((mustAgree && !agreed) || (duplicate && !payAgain)) {
      setShowRequired(true);
      return;
    }
    onConfirm(Boolean(duplicate));
  };

  return (
    <Dialog.Root
      open={setup !== null}
      onOpenChange={(open) => {
        // Escape or the overlay go back to the form; they never cancel silently mid-confirm.
        if (!open && !confirming) onEdit();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[min(32rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-surface p-5 text-ink shadow-xl">
          <Dialog.Title className="text-xl font-semibold">{t('confirm.title')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-ink-muted">
            {t('confirm.description')}
          </Dialog.Description>
          {setup ? (
            <>
              <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2">
                <dt>{t('confirm.kind')}</dt>
                <dd className="text-right">
                  {setup.kind === 'recurring' && setup.interval
                    ? t(`kinds.recurringEvery`, { interval: t(`intervals.${setup.interval}`) })
                    : t(`kinds.${setup.kind}`)}
                </dd>
                <dt>{setup.kind === 'recurring' ? t('confirm.firstDate') : t('confirm.date')}</dt>
                <dd className="text-right">{formatCalendarDate(setup.date, locale)}</dd>
                <dt>{t('confirm.method')}</dt>
                <dd className="text-right">{methodLabel(setup.paymentMethod, t)}</dd>
                <dt>{t('confirm.amount')}</dt>
                <dd className="text-right">{money(setup.amount)}</dd>
                <dt>{t('confirm.convenienceFee')}</dt>
                <dd className="text-right">{money(setup.convenienceFee)}</dd>
                {setup.largeAmountFee > 0 ? (
                  <>
                    <dt>{t('confirm.largeAmountFee')}</dt>
                    <dd className="text-right">{money(setup.largeAmountFee)}</dd>
                  </>
                ) : null}
                <dt className="border-t border-line pt-2 font-semibold">{t('confirm.total')}</dt>
                <dd className="border-t border-line pt-2 text-right font-semibold">
                  {money(setup.total)}
                </dd>
              </dl>
              {reviewedAmount ? (
                <div className="mt-3">
                  <AmountUnderstood amount={reviewedAmount} />
                </div>
              ) : null}
              {duplicate ? (
                <div role="alert" className="mt-4 rounded-md border border-danger p-3">
                  <p className="font-semibold">{t('confirm.duplicateTitle')}</p>
                  <p className="mt-1">
                    {t('confirm.duplicateBody', {
                      amount: money(duplicate.amount),
                      when: formatInstant(duplicate.submittedAt, locale),
                    })}
                  </p>
                  <div className="mt-2 flex items-start gap-2">
                    <input
                      id={againId}
                      type="checkbox"
                      className="mt-1 size-5"
                      checked={payAgain}
                      onChange={(e) => setPayAgain(e.target.checked)}
                      aria-invalid={showRequired && !payAgain ? true : undefined}
                    />
                    <label htmlFor={againId}>{t('confirm.payAgain')}</label>
                  </div>
                </div>
              ) : null}
              {setup.acknowledgement ? (
                <div className="mt-4 rounded-md border border-line p-3">
                  <p className="text-sm">{setup.acknowledgement.text}</p>
                  {mustAgree ? (
                    <div className="mt-2 flex items-start gap-2">
                      <input
                        id={agreeId}
                        type="checkbox"
                        className="mt-1 size-5"
                        checked={agreed}
                        onChange={(e) => setAgreed(e.target.checked)}
                        aria-invalid={showRequired && !agreed ? true : undefined}
                      />
                      <label htmlFor={agreeId}>{t('confirm.agree')}</label>
                    </div>
                  ) : null}
                </div>
              ) : null}
              <div role="alert" className="mt-3 text-sm text-danger">
                {showRequired && mustAgree && !agreed ? <p>{t('confirm.mustAgree')}</p> : null}
                {showRequired && duplicate && !payAgain ? (
                  <p>{t('confirm.mustChoosePayAgain')}</p>
                ) : null}
                {problem ? <BillingProblemMessage problem={problem} /> : null}
              </div>
              <div role="status" className="mt-2 text-sm">
                {notice}
              </div>
              <div className="mt-4 flex flex-wrap justify-end gap-2">
                <Button variant="ghost" onClick={onCancel} disabled={confirming}>
                  {t('confirm.cancel')}
                </Button>
                <Button variant="secondary" onClick={onEdit} disabled={confirming}>
                  {t('confirm.edit')}
                </Button>
                <Button onClick={confirm} disabled={confirming} aria-disabled={confirming}>
                  {confirming
                    ? t('confirm.paying')
                    : t('confirm.pay', { total: money(setup.total) })}
                </Button>
              </div>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
