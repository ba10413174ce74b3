import type { Stripe, StripeElementLocale, StripeElements } from '@stripe/stripe-js';
// `pure` injects Stripe.js only when loadStripe is called, not on import.
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useImperativeHandle, useRef, useState } from 'react';
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
   * Stripe Elements on the SetupIntent's client secret, with the Payment Element mounted into a
   * div. Stripe.js is used directly (no React wrapper): nothing else joins the `stripe` chunk.
   */
  function StripePaymentMethodForm({
    clientSecret,
    methodType,
    locale,
    text,
    onUnavailable,
    ref,
  }: PaymentMethodFormProps) {
    const container = useRef<HTMLDivElement>(null);
    const elements = useRef<StripeElements | null>(null);
    const [ready, setReady] = useState(false);
    // The latest props for the Stripe callbacks, without remounting the element when they change.
    const latest = useRef({ locale, onUnavailable });
    useEffect(() => {
      latest.current = { locale, onUnavailable };
    });

    useEffect(() => {
      const node = container.current;
      if (!node) return;
      const group = stripe.elements({ clientSecret, locale: stripeLocale(latest.current.locale) });
      const payment = group.create('payment', {
        paymentMethodOrder: methodType === 'bank' ? ['us_bank_account', 'card'] : ['card'],
      });
      payment.on('ready', () => setReady(true));
      payment.on('loaderror', () => latest.current.onUnavailable());
      payment.mount(node);
      elements.current = group;
      return () => {
        elements.current = null;
        payment.destroy();
      };
    }, [clientSecret, methodType]);

    // A language switch updates the element in place (what was typed stays).
    useEffect(() => {
      void elements.current?.update({ locale: stripeLocale(locale) });
    }, [locale]);

    useImperativeHandle(
      ref,
      (): PaymentMethodFormHandle => ({
        async confirm(): Promise<PaymentConfirmResult> {
          const failed = { ok: false, message: text('confirmFailed') } as const;
          const group = elements.current;
          if (!group || !ready) return failed;
          // A modal dialog makes the rest of the page inert to the pointer; Stripe's 3-D Secure
          // frame is appended to <body>, so the page takes pointer events while it may be shown.
          const body = document.body;
          const pointerEvents = body.style.pointerEvents;
          body.style.pointerEvents = 'auto';
          try {
            const result = await stripe.confirmSetup({ elements: group, redirect: 'if_required' });
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
      [ready, text],
    );

    return (
      <div className="flex min-h-24 flex-col gap-2" aria-busy={!ready}>
        {ready ? null : (
          <p role="status" className="text-sm text-ink-muted">
            {text('loading')}
          </p>
        )}
        <div ref={container} />
      </div>
    );
  }
  return StripePaymentMethodForm;
}
