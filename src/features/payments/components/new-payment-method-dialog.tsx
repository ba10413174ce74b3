import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, Landmark, LoaderCircle, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import {
  Suspense,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api/api-error';
import { useSingleFlight } from '@/lib/use-single-flight';
import {
  loadPaymentMethodForm,
  type PaymentFormTextKey,
  type PaymentMethodForm,
  type PaymentMethodFormHandle,
  type PaymentProviderKind,
} from '@/components/payment-provider';
import { addPaymentMethodToCache, type PaymentMethod } from '@/entities/payment-data/queries';
import { BillingProblemMessage } from '@/entities/payment-attempt/components/billing-problem-message';
import {
  billingProblem,
  catalogueKey,
  type BillingProblem,
} from '@/entities/payment-attempt/lib/billing-problem';
import { useMimicGuard } from '@/entities/session/components/mimic';
import {
  completeSetup,
  startPaymentMethodSetup,
  type NewPaymentMethodKind,
} from '../api/payment-method-setup';

export interface NewPaymentMethodDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The selected property's owner (`useSelectedProperty().ownerId`). */
  ownerId: number;
  /** `paymentProvider` from the runtime configuration. */
  providerKind: PaymentProviderKind;
  /** `stripePublishableKey` from the runtime configuration (a setup may name another key). */
  publishableKey: string;
  /** The stored method, just before the dialog closes: the caller selects it. */
  onAdded: (method: PaymentMethod) => void;
}

/** What went wrong, shown inside the dialog (never as a toast). */
type Problem =
  | { kind: 'noClientSecret' }
  | { kind: 'unavailable' }
  | { kind: 'service'; problem: BillingProblem }
  | { kind: 'provider'; message: string };

type Step =
  | { name: 'choose' }
  | { name: 'preparing'; methodType: NewPaymentMethodKind }
  | { name: 'problem'; methodType: NewPaymentMethodKind; problem: Problem }
  | {
      name: 'form';
      methodType: NewPaymentMethodKind;
      setupIntentId: string;
      clientSecret: string;
      Form: PaymentMethodForm;
      saving: boolean;
      /** The provider confirmed the SetupIntent: only storing it is left (never confirm twice). */
      confirmed: boolean;
      problem: Problem | null;
    };

/** PA020 (this kind of method cannot be used now) offers the other kind; the rest in shared words. */
function problemOf(
  error: unknown,
  t: Parameters<typeof billingProblem>[1],
  methodKind: NewPaymentMethodKind,
): Problem {
  if (isApiError(error) && error.errorCode === 'PA020') return { kind: 'unavailable' };
  return { kind: 'service', problem: billingProblem(error, t, { methodKind }) };
}

/**
 * SPEC §2/§8 "New payment method": choose a card or a bank account, the service creates a
 * provider SetupIntent, the provider's form (Stripe Elements, or the sandbox offline) confirms it,
 * the service stores the method, the cached list of methods gains it and the caller selects it.
 */
export function NewPaymentMethodDialog({
  open,
  onOpenChange,
  ...flowProps
}: NewPaymentMethodDialogProps) {
  // Starts loading the texts with the caller's page, without suspending it: a page that suspended
  // when the dialog opens would remount (and lose its focus and state) behind the dialog.
  const { t } = useTranslation('payments', { useSuspense: false });
  // While the provider confirms or the service stores the method, the dialog cannot be closed:
  // the outcome must reach the caller.
  const locked = useRef(false);
  // The caller opens the dialog from its own button (no Dialog.Trigger): focus goes back to
  // whatever had it when the dialog opened.
  const returnFocus = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) {
      returnFocus.current = document.activeElement;
    }
  }, [open]);
  const keepOpenWhileLocked = (event: Event) => {
    if (locked.current) event.preventDefault();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && locked.current) return;
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1rem)] w-[calc(100vw-1rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-lg bg-surface p-4 text-ink shadow-xl sm:p-6"
          onEscapeKeyDown={keepOpenWhileLocked}
          onPointerDownOutside={keepOpenWhileLocked}
          onInteractOutside={keepOpenWhileLocked}
          onCloseAutoFocus={(event) => {
            const target = returnFocus.current;
            returnFocus.current = null;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <Suspense fallback={<FlowLoading title={t('newMethod.title')} />}>
            <NewPaymentMethodFlow
              {...flowProps}
              onLockChange={(value) => {
                locked.current = value;
              }}
              onDone={() => {
                locked.current = false;
                onOpenChange(false);
              }}
            />
          </Suspense>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Shown only if the dialog opens before its texts have loaded. */
function FlowLoading({ title }: { title: string }) {
  return (
    <div className="flex flex-col items-center gap-3 py-6" aria-busy="true">
      <Dialog.Title className="sr-only">{title}</Dialog.Title>
      <Dialog.Description className="sr-only">{title}</Dialog.Description>
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-ink-muted" />
    </div>
  );
}

interface FlowProps extends Omit<NewPaymentMethodDialogProps, 'open' | 'onOpenChange'> {
  /** True while the dialog must stay open (the provider confirms, the service stores). */
  onLockChange: (locked: boolean) => void;
  onDone: () => void;
}

/** The dialog's body; it mounts with the dialog, so every opening starts afresh. */
function NewPaymentMethodFlow({
  ownerId,
  providerKind,
  publishableKey,
  onAdded,
  onLockChange,
  onDone,
}: FlowProps) {
  const { t, i18n } = useTranslation('payments');
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: 'choose' });
  // One request per action, however often a button is pressed (state updates land too late).
  const flight = useSingleFlight();
  const form = useRef<PaymentMethodFormHandle>(null);
  const focusTarget = useRef<HTMLElement>(null);
  const stepKey = step.name === 'choose' ? 'choose' : `${step.name}-${step.methodType}`;
  // SPEC §6: while mimicking, the staff member confirms the homeowner asked for the new method.
  const mimicConfirmation = useMimicGuard('addPaymentMethod');

  // Each step takes focus (its first control or heading), so keyboard and screen-reader users
  // follow the flow; the dialog's own focus trap keeps it inside. In the commit itself: the
  // removed step's control held focus, and a later effect would let the trap move it to the
  // dialog first (announced again, and what a fast check saw under load).
  useLayoutEffect(() => {
    focusTarget.current?.focus();
  }, [stepKey]);

  const text = useCallback((key: PaymentFormTextKey) => t(`newMethod.form.${key}`), [t]);
  const locale = i18n.resolvedLanguage ?? i18n.language;

  const start = (methodType: NewPaymentMethodKind) =>
    flight.run(async () => {
      setStep({ name: 'preparing', methodType });
      try {
        const setup = await startPaymentMethodSetup(methodType, ownerId);
        const clientSecret = setup.clientSecret ?? '';
        if (clientSecret === '') {
          setStep({ name: 'problem', methodType, problem: { kind: 'noClientSecret' } });
          return;
        }
        let Form: PaymentMethodForm;
        try {
          Form = await loadPaymentMethodForm(providerKind, setup.publishableKey || publishableKey);
        } catch (error: unknown) {
          console.warn('The payment provider could not be loaded.', String(error));
          setStep({ name: 'problem', methodType, problem: { kind: 'unavailable' } });
          return;
        }
        setStep({
          name: 'form',
          methodType,
          setupIntentId: setup.setupIntentId,
          clientSecret,
          Form,
          saving: false,
          confirmed: false,
          problem: null,
        });
      } catch (error: unknown) {
        setStep({ name: 'problem', methodType, problem: problemOf(error, t, methodType) });
      }
    });

  const save = (current: Extract<Step, { name: 'form' }>) =>
    flight.run(async () => {
      onLockChange(true);
      let confirmed = current.confirmed;
      setStep({ ...current, saving: true, problem: null });
      try {
        if (!confirmed) {
          const handle = form.current;
          const result = handle
            ? await handle.confirm()
            : { ok: false as const, message: text('confirmFailed') };
          if (!result.ok) {
            setStep({ ...current, problem: { kind: 'provider', message: result.message } });
            return;
          }
          confirmed = true;
        }
        const method = await completeSetup(current.setupIntentId);
        // Every page listing methods reads this cache, so the method shows at once everywhere.
        void addPaymentMethodToCache(queryClient, method);
        onAdded(method);
        onDone();
      } catch (error: unknown) {
        setStep({ ...current, confirmed, problem: problemOf(error, t, current.methodType) });
      } finally {
        onLockChange(false);
      }
    });

  const saving = step.name === 'form' && step.saving;
  const header = (
    <>
      <Dialog.Title className="pt-1 pr-12 text-lg font-semibold">
        {t('newMethod.title')}
      </Dialog.Title>
      <Dialog.Description className="mt-1 mb-4 text-sm text-ink-muted">
        {t('newMethod.description')}
      </Dialog.Description>
    </>
  );
  // Last in the DOM (shown top right), so the dialog opens on its first choice, not on Close.
  const closeButton = (
    <Dialog.Close
      className="absolute top-2 right-2 flex min-h-11 min-w-11 items-center justify-center rounded-md hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-60"
      aria-label={t('newMethod.close')}
      disabled={saving}
    >
      <X aria-hidden="true" />
    </Dialog.Close>
  );

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step.name !== 'form' || step.saving) return;
    const current = step;
    mimicConfirmation.guard(() => void save(current));
  };

  const renderBody = (): ReactNode => {
    if (step.name === 'choose') {
      return (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-3 font-semibold">{t('newMethod.chooseLegend')}</legend>
          <ChoiceButton
            buttonRef={focusTarget}
            icon={<CreditCard aria-hidden="true" className="size-6 shrink-0" />}
            label={t('newMethod.card')}
            hint={t('newMethod.cardHint')}
            onClick={() => void start('card')}
          />
          <ChoiceButton
            icon={<Landmark aria-hidden="true" className="size-6 shrink-0" />}
            label={t('newMethod.bank')}
            hint={t('newMethod.bankHint')}
            onClick={() => void start('bank')}
          />
        </fieldset>
      );
    }

    if (step.name === 'preparing') {
      return (
        <p
          ref={(node) => {
            focusTarget.current = node;
          }}
          tabIndex={-1}
          role="status"
          className="py-6 text-center text-ink-muted outline-none"
        >
          {t('newMethod.preparing')}
        </p>
      );
    }

    if (step.name === 'problem') {
      const other: NewPaymentMethodKind = step.methodType === 'card' ? 'bank' : 'card';
      return (
        <div className="flex flex-col gap-4">
          <div
            ref={(node) => {
              focusTarget.current = node;
            }}
            tabIndex={-1}
            role="alert"
            className="rounded-md border border-danger p-3 text-danger outline-none"
          >
            <ProblemMessage problem={step.problem} methodType={step.methodType} />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setStep({ name: 'choose' })}>
              {t('newMethod.back')}
            </Button>
            {step.problem.kind === 'unavailable' ? (
              <Button variant="secondary" onClick={() => void start(other)}>
                {t(other === 'card' ? 'newMethod.useCard' : 'newMethod.useBank')}
              </Button>
            ) : null}
            {step.problem.kind === 'service' && step.problem.problem.code === 'PA037' ? null : (
              <Button onClick={() => void start(step.methodType)}>{t('newMethod.retry')}</Button>
            )}
          </div>
        </div>
      );
    }

    const { Form } = step;
    return (
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <h3
          ref={(node) => {
            focusTarget.current = node;
          }}
          tabIndex={-1}
          className="font-semibold outline-none"
        >
          {t(step.methodType === 'card' ? 'newMethod.cardTitle' : 'newMethod.bankTitle')}
        </h3>
        <Form
          key={step.setupIntentId}
          ref={form}
          clientSecret={step.clientSecret}
          methodType={step.methodType}
          locale={locale}
          text={text}
          onUnavailable={() => {
            setStep({
              name: 'problem',
              methodType: step.methodType,
              problem: { kind: 'unavailable' },
            });
          }}
        />
        <div role="alert" className="text-sm text-danger empty:hidden">
          {step.problem ? (
            <ProblemMessage problem={step.problem} methodType={step.methodType} />
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {step.confirmed ? null : (
            <Button
              variant="secondary"
              disabled={step.saving}
              onClick={() => setStep({ name: 'choose' })}
            >
              {t('newMethod.back')}
            </Button>
          )}
          <Button type="submit" disabled={step.saving} aria-disabled={step.saving}>
            {step.saving ? t('newMethod.saving') : t('newMethod.save')}
          </Button>
        </div>
      </form>
    );
  };

  return (
    <>
      {header}
      {renderBody()}
      {closeButton}
      {mimicConfirmation.dialog}
    </>
  );
}

function ChoiceButton({
  icon,
  label,
  hint,
  onClick,
  buttonRef,
}: {
  icon: ReactNode;
  label: string;
  hint: string;
  onClick: () => void;
  buttonRef?: RefObject<HTMLElement | null>;
}) {
  return (
    <button
      type="button"
      ref={
        buttonRef
          ? (node) => {
              buttonRef.current = node;
            }
          : undefined
      }
      onClick={onClick}
      className="flex min-h-14 items-center gap-3 rounded-md border border-line bg-surface px-4 py-3 text-left hover:bg-surface-muted"
    >
      {icon}
      <span className="flex flex-col">
        <span className="font-semibold">{label}</span>
        <span className="text-sm text-ink-muted">{hint}</span>
      </span>
    </button>
  );
}

function ProblemMessage({
  problem,
  methodType,
}: {
  problem: Problem;
  methodType: NewPaymentMethodKind;
}) {
  const { t } = useTranslation('payments');
  switch (problem.kind) {
    case 'noClientSecret':
      return <p>{t('newMethod.noClientSecret')}</p>;
    case 'unavailable':
      // SPEC §8: a card that cannot be used points to a bank, a bank to a card.
      return <p>{t(catalogueKey('PA020', methodType))}</p>;
    case 'provider':
      return <p>{problem.message}</p>;
    case 'service':
      return <BillingProblemMessage problem={problem.problem} />;
  }
}
