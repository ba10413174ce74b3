import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
// `pure` injects Stripe.js only when loadStripe is called, not on import.
import { loadStripe } from '@stripe/stripe-js/pure';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useImperativeHandle, useMemo, useState } from 'react';
import type {
  PaymentConfirmResult,
  PaymentMethodForm,
  PaymentMethodFormHandle,
  PaymentMethodFormProps,
} from './types';

/** How long Stripe.js may take to load before the provider counts as unavailable. */
export const STRIPE_LOAD_TIMEOUT_MS = 15_000;

const instances = new Map<string, Promise<Stripe>>();

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`Stripe.js did not load within ${ms} ms`));
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * One Stripe instance per publishable key. A failed or timed-out load is forgotten, so a retry
 * loads again (stripe-js itself also retries the script once).
 */
function stripeFor(publishableKey: string): Promise<Stripe> {
  const known = instances.get(publishableKey);
  if (known) return known;
  const loading = withTimeout(
    Promise.resolve().then(() => loadStripe(publishableKey)),
    STRIPE_LOAD_TIMEOUT_MS,
  ).then((stripe) => {
    if (!stripe) throw new Error('Stripe.js is not available in this environment');
    return stripe;
  });
  instances.set(publishableKey, loading);
  loading.catch(() => instances.delete(publishableKey));
  return loading;
}

/**
 * Loads Stripe.js for the key and resolves the Stripe Elements form; rejects (never hangs longer
 * than STRIPE_LOAD_TIMEOUT_MS) when Stripe cannot be loaded.
 */
export async function loadStripePaymentMethodForm(
  publishableKey: string,
): Promise<PaymentMethodForm> {
  if (!publishableKey) throw new Error('No Stripe publishable key is configured');
  return createStripeForm(await stripeFor(publishableKey));
}

function stripeLocale(locale: string): StripeElementLocale {
  return locale.toLowerCase().startsWith('es') ? 'es' : 'en';
}

function createStripeForm(stripe: Stripe): PaymentMethodForm {
  /**
   * Stripe Elements on the SetupIntent's client secret. Elements takes the client secret only
   * once, so a new SetupIntent (or method) gets a new Elements group; a language switch is an
   * `options` change that Elements passes to `elements.update`, in place (what was typed stays).
   */
  function StripePaymentMethodForm({
    clientSecret,
    methodType,
    locale,
    ...fieldsProps
  }: PaymentMethodFormProps) {
    const elementsLocale = stripeLocale(locale);
    const options = useMemo(
      () => ({ clientSecret, locale: elementsLocale }),
      [clientSecret, elementsLocale],
    );
    return (
      <Elements key={`${methodType}:${clientSecret}`} stripe={stripe} options={options}>
        <StripePaymentFields methodType={methodType} {...fieldsProps} />
      </Elements>
    );
  }
  return StripePaymentMethodForm;
}

type StripePaymentFieldsProps = Omit<PaymentMethodFormProps, 'clientSecret' | 'locale'>;

/** The Payment Element and the confirm handle, inside the form's `<Elements>`. */
function StripePaymentFields({ methodType, text, onUnavailable, ref }: StripePaymentFieldsProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const options = useMemo(
    () => ({ paymentMethodOrder: methodType === 'bank' ? ['us_bank_account', 'card'] : ['card'] }),
    [methodType],
  );

  useImperativeHandle(
    ref,
    (): PaymentMethodFormHandle => ({
      async confirm(): Promise<PaymentConfirmResult> {
        const failed = { ok: false, message: text('confirmFailed') } as const;
        if (!stripe || !elements || !ready) return failed;
        // A modal dialog makes the rest of the page inert to the pointer; Stripe's 3-D Secure
        // frame is appended to <body>, so the page takes pointer events while it may be shown.
        const body = document.body;
        const pointerEvents = body.style.pointerEvents;
        body.style.pointerEvents = 'auto';
        try {
          const result = await stripe.confirmSetup({ elements, redirect: 'if_required' });
          if (result.error) return { ok: false, message: result.error.message ?? failed.message };
          const { status } = result.setupIntent;
          return status === 'succeeded' || status === 'processing' ? { ok: true } : failed;
        } catch {
          return failed;
        } finally {
          body.style.pointerEvents = pointerEvents;
        }
      },
    }),
    [stripe, elements, ready, text],
  );

  return (
    <div className="flex min-h-24 flex-col gap-2" aria-busy={!ready}>
      {ready ? null : (
        <p role="status" className="text-sm text-ink-muted">
          {text('loading')}
        </p>
      )}
      <PaymentElement
        options={options}
        onReady={() => setReady(true)}
        onLoadError={() => onUnavailable()}
      />
    </div>
  );
}
