import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { paymentProvidersQueryOptions, runPaymentProviderAction } from '../api/payment-providers';
import {
  billingProblem,
  type BillingProblem,
} from '@/entities/payment-attempt/lib/billing-problem';
import { BillingProblemMessage } from '@/entities/payment-attempt/components/billing-problem-message';
import { httpsUrl } from '@/lib/outside-link';
import { useSingleFlight } from '@/lib/use-single-flight';
import { isolate } from '@/lib/isolate';

/**
 * The payment provider accounts the flow depends on. When one needs a login, the homeowner opens
 * the provider's one-time login link from here; without a primary email the service answers
 * PA037 and the message links to profile settings.
 */
export function ProviderAccounts() {
  const { t } = useTranslation('make-payment');
  const providers = useQuery(paymentProvidersQueryOptions());
  const [problem, setProblem] = useState<BillingProblem | null>(null);
  const [opening, setOpening] = useState(false);
  const [loginLink, setLoginLink] = useState<{ name: string; url: string } | null>(null);
  const flight = useSingleFlight();
  const needing = (providers.data ?? []).filter((p) => p.status !== 'connected');
  if (needing.length === 0 && !problem) return null;

  const logIn = (id: number, name: string) =>
    flight.run(async () => {
      setOpening(true);
      setProblem(null);
      try {
        // A one-time link, offered as a link the person opens (no pop-up to block).
        const { url } = await runPaymentProviderAction(id, { action: 'login' });
        const href = httpsUrl(url);
        // Anything but an https page is not offered: said like any answer the page cannot use.
        if (!href) throw new Error('The provider login link is not an https address');
        setLoginLink({ name, url: href });
      } catch (error) {
        setProblem(billingProblem(error, t));
      } finally {
        setOpening(false);
      }
    });

  return (
    <section
      aria-labelledby="provider-accounts-heading"
      className="rounded-md border border-line p-3"
    >
      <h2 id="provider-accounts-heading" className="font-semibold">
        {t('providers.title')}
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {needing.map((provider) => (
          <li key={provider.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {isolate((v) => t(`providers.status.${provider.status}`, v), {
                name: provider.name,
              })}
            </span>
            <Button
              variant="secondary"
              disabled={opening}
              onClick={() => void logIn(provider.id, provider.name)}
            >
              {isolate((v) => t('providers.logIn', v), { name: provider.name })}
            </Button>
          </li>
        ))}
      </ul>
      {loginLink ? (
        <p className="mt-2">
          <a
            href={loginLink.url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand underline"
          >
            {isolate((v) => t('providers.open', v), { name: loginLink.name })}
          </a>
        </p>
      ) : null}
      <div role="alert" className="mt-2 text-sm text-danger">
        {problem ? <BillingProblemMessage problem={problem} /> : null}
      </div>
    </section>
  );
}
