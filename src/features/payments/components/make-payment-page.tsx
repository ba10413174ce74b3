import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { LoadingStatus } from '@/components/loading-status';
import { answered } from '@/lib/api/answered';
import { BUSINESS_TIME_ZONE, calendarDateIn } from '@/lib/dates';
import type { PaymentProviderKind } from '@/components/payment-provider';
import { useRevealAsTransition } from '@/lib/use-reveal-as-transition';
import { useAccounts, useSelectedAccounts } from '@/entities/account/queries';
import { NoAccounts } from '@/entities/account/components/no-accounts';
import { usePaymentMethods, type PaymentMethod } from '@/entities/payment-data/queries';
import { AttemptNotice } from '@/entities/payment-attempt/components/attempt-notice';
import { ConfirmingGuard } from '@/entities/payment-attempt/components/confirming-guard';
import { ResumedAttempt } from '@/entities/payment-attempt/components/resumed-attempt';
import { useMimicGuard } from '@/entities/session/components/mimic';
import { $selectedAssociationId } from '@/entities/session/model';
import { useSelectedProperty } from '@/entities/session/queries';
import { paymentOptionsQueryOptions } from '../api/payment-setups';
import { ChoosePaymentStep, choiceForToday, type ChosenPayment } from './choose-payment-step';
import { PaymentConfirmationDialog } from './payment-confirmation-dialog';
import { PaymentSuccess } from './payment-success';
import { RecentPayments } from './recent-payments';
import { useMakePaymentAttempt } from './use-make-payment-attempt';

interface MakePaymentPageProps {
  providerKind: PaymentProviderKind;
  publishableKey: string;
  /** "Now", injectable so tests can fix the clock. */
  now?: () => Date;
}

const noMethods: PaymentMethod[] = [];

/**
 * Make a payment (SPEC §4) in the steps a person sees: choose (the form), review (the priced
 * setup in a dialog), paying (the same dialog while the confirmation is on its way), and the
 * result. The attempt itself (keys, unknown outcome, the kept attempt) is `useMakePaymentAttempt`.
 */
export function MakePaymentPage({
  providerKind,
  publishableKey,
  now = () => new Date(),
}: MakePaymentPageProps) {
  const { t } = useTranslation('make-payment');
  const accountsQuery = useAccounts();
  const accounts = useSelectedAccounts();
  const methodsQuery = usePaymentMethods();
  const property = useSelectedProperty();
  const associationId = useUnit($selectedAssociationId);
  // SPEC §6: while mimicking, the staff member confirms the homeowner asked for the payment.
  const mimicConfirmation = useMimicGuard('pay');
  const options = useQuery({
    ...paymentOptionsQueryOptions(associationId ?? 0),
    enabled: associationId !== null,
  });
  const today = calendarDateIn(BUSINESS_TIME_ZONE, now());
  const [chosen, setChosen] = useState<ChosenPayment>(() => choiceForToday(today));
  const flow = useMakePaymentAttempt();
  const { attempt, setup } = flow;
  const recentPayments = useRef<HTMLDivElement>(null);
  // The form waits for the saved methods as well: the list heads it, and fields shown before it
  // arrives would jump down under the reader's finger (npm run bench, layout shift).
  const formRevealed = useRevealAsTransition(
    property !== null && accounts.length > 0 && answered(methodsQuery),
  );

  const checkRecentPayments = () => {
    flow.leaveForRecent();
    recentPayments.current?.scrollIntoView({ block: 'start' });
    recentPayments.current?.focus();
  };

  if (flow.submitted) {
    return (
      <Page title={t('title')}>
        <PaymentSuccess
          payment={flow.submitted}
          associationName={property?.associationName}
          onAnother={() => {
            flow.startAnother();
            setChosen((v) => ({ ...v, amount: null, notes: '', date: today }));
          }}
        />
        {property ? (
          <RecentPayments
            ownerId={property.ownerId}
            subLedgerIds={accounts.map((a) => a.subLedgerId)}
          />
        ) : null}
      </Page>
    );
  }

  if (!property || !formRevealed) {
    return (
      // The page says what it is for while its accounts load, as it will once they have.
      <Page title={t('title')} description={t('description')}>
        {/* While the accounts load, the page says so rather than claiming there are none. */}
        {property && !accountsQuery.isPending && accounts.length === 0 ? (
          <NoAccounts>
            <p role="status">{t('noAccounts')}</p>
          </NoAccounts>
        ) : (
          <LoadingStatus>{t('loading')}</LoadingStatus>
        )}
      </Page>
    );
  }

  const { resumed } = flow;
  return (
    <Page title={t('title')} description={t('description')}>
      {resumed ? (
        <ResumedAttempt
          total={resumed.setup.total}
          state={flow.resumeState}
          onConfirmAgain={() => flow.confirmAgain(resumed)}
          onDiscard={flow.discardResumed}
          onCheckRecent={checkRecentPayments}
        />
      ) : null}
      {flow.cancelledUnknown ? (
        <div role="alert" className="rounded-lg border border-line bg-surface p-4">
          <AttemptNotice
            stillProcessing={false}
            outcomeUnknown
            notCancelled
            onCheckRecent={checkRecentPayments}
          />
        </div>
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <ChoosePaymentStep
          chosen={chosen}
          onChosenChange={setChosen}
          accounts={accounts}
          methods={methodsQuery.data ?? noMethods}
          options={options.data}
          ownerId={property.ownerId}
          today={today}
          reviewing={attempt.busy && !attempt.confirming}
          problem={flow.formProblem}
          onReview={(request) => void flow.review(request)}
          providerKind={providerKind}
          publishableKey={publishableKey}
        />
        <div ref={recentPayments} tabIndex={-1} className="outline-none">
          <RecentPayments
            ownerId={property.ownerId}
            subLedgerIds={accounts.map((a) => a.subLedgerId)}
          />
        </div>
      </div>
      <ConfirmingGuard confirming={attempt.confirming} />
      <PaymentConfirmationDialog
        key={setup?.id ?? 'none'}
        setup={setup}
        reviewedAmount={flow.reviewedAmount}
        confirming={attempt.confirming}
        problem={flow.confirmProblem}
        notice={
          <AttemptNotice
            stillProcessing={attempt.stillProcessing}
            outcomeUnknown={attempt.outcomeUnknown}
            onCheckRecent={checkRecentPayments}
          />
        }
        onConfirm={(acknowledgeDuplicate) =>
          mimicConfirmation.guard(() => flow.confirm(acknowledgeDuplicate))
        }
        onEdit={flow.edit}
        onCancel={flow.cancel}
      />
      {mimicConfirmation.dialog}
    </Page>
  );
}
