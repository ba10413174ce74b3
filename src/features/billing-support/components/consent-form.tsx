import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ProblemMessage } from '@/components/problem-message';
import { describeProblem, type Problem, type ProblemWording } from '@/lib/api/problem';
import { billingWording } from '@/entities/payment-attempt/lib/billing-problem';
import { usePaymentAttempt } from '@/entities/payment-attempt/use-payment-attempt';
import { MimicReason, useMimicGuard } from '@/entities/session/components/mimic';
import { useConfirmAcknowledgement } from '../api/payment-options';

interface ConsentFormProps {
  acknowledgementId: number;
  /** Already checked with `safeReturnTo`: a path inside /billing. */
  returnTo: string;
}

/** A consent request that is gone has its own words; any other problem the billing screens' words. */
function consentWording(t: (key: string) => string): ProblemWording {
  const billing = billingWording(t);
  return { ...billing, kinds: { ...billing.kinds, notFound: t('consent.failure.notFound') } };
}

/**
 * "I agree" and one PUT /Acknowledgement/{id}/Confirm however often the button is pressed; then
 * back to the payment. A failure is said here, beside the button (no toast).
 */
export function ConsentForm({ acknowledgementId, returnTo }: ConsentFormProps) {
  const { t } = useTranslation('billing-support');
  const navigate = useNavigate();
  const ids = {
    heading: useId(),
    check: useId(),
    required: useId(),
    failure: useId(),
    mimic: useId(),
  };
  // SPEC §6: consent is the homeowner's to give, never a staff member's mimicking them.
  const { blocked } = useMimicGuard('givePaymentConsent');
  const confirm = useConfirmAcknowledgement();
  const [agreed, setAgreed] = useState(false);
  const [showRequired, setShowRequired] = useState(false);
  const [failure, setFailure] = useState<Problem | null>(null);
  const [accepted, setAccepted] = useState(false);
  // One request per press (the attempt flow's guard holds before a re-render does).
  const attempt = usePaymentAttempt();
  const checkbox = useRef<HTMLInputElement>(null);
  const busy = confirm.isPending || accepted;

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    if (attempt.busy || accepted || blocked) return;
    if (!agreed) {
      setShowRequired(true);
      checkbox.current?.focus();
      return;
    }
    setFailure(null);
    // Held after a success: the consent is recorded, nothing more to send.
    const outcome = await attempt.press(
      () => confirm.mutateAsync({ id: acknowledgementId, data: { accepted: true } }),
      { holdAfterSuccess: true },
    );
    if (!outcome) return;
    if (outcome.kind !== 'done') {
      setFailure(describeProblem(outcome.error));
      return;
    }
    setAccepted(true);
    void navigate({ href: returnTo, replace: true });
  };

  return (
    <section
      aria-labelledby={ids.heading}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4"
    >
      <h2 id={ids.heading} className="text-xl font-semibold">
        {t('consent.formHeading')}
      </h2>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3">
        <div className="flex items-start gap-3">
          <input
            ref={checkbox}
            id={ids.check}
            type="checkbox"
            className="mt-0.5 size-6 shrink-0 accent-brand"
            checked={agreed}
            onChange={(event) => {
              setAgreed(event.target.checked);
              if (event.target.checked) setShowRequired(false);
            }}
            aria-invalid={showRequired ? true : undefined}
            aria-describedby={showRequired ? ids.required : undefined}
          />
          <label htmlFor={ids.check} className="min-w-0">
            {t('consent.agree')}
          </label>
        </div>
        {showRequired ? (
          <p id={ids.required} className="text-sm text-danger">
            {t('consent.required')}
          </p>
        ) : null}
        <ProblemMessage id={ids.failure} problem={failure} wording={consentWording(t)} />
        <p role="status" className="text-sm empty:hidden">
          {accepted ? t('consent.agreed') : null}
        </p>
        <MimicReason id={ids.mimic} />
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            disabled={blocked}
            aria-disabled={busy}
            aria-describedby={blocked ? ids.mimic : undefined}
            className={busy ? 'opacity-60' : undefined}
          >
            {busy ? t('consent.submitting') : t('consent.submit')}
          </Button>
          {/* The router parses `href` (search and embed prefix included); it wins over `to`. */}
          <Link to="/billing" href={returnTo} className="font-semibold text-brand underline">
            {t('consent.back')}
          </Link>
        </div>
      </form>
    </section>
  );
}
