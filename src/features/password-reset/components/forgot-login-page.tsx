import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { Button } from '@/components/ui/button';
import { useSearchParamOutOfAddressBar } from '@/lib/address-bar';
import { RequestLinkForm } from './request-link-form';
import { ResetPasswordForm } from './reset-password-form';

/** The search parameter of the emailed link (`/forgot-login?resetToken=…`). */
export const RESET_TOKEN_PARAM = 'resetToken';

type Flow =
  | { step: 'request' }
  | { step: 'sent' }
  // The token lives here, in memory, and nowhere else; it is dropped when the step ends.
  | { step: 'reset'; resetToken: string }
  | { step: 'changed' }
  | { step: 'linkRejected'; expired: boolean };

interface ForgotLoginPageProps {
  /** The token of the emailed link, as the address bar had it on arrival. */
  resetTokenFromUrl?: string | undefined;
}

const startFlow = (resetToken: string | undefined): Flow =>
  resetToken ? { step: 'reset', resetToken } : { step: 'request' };

/**
 * Forgot login: ask for a reset link (without saying whether the account exists), then, from the
 * emailed link, choose a new password. Each step is its own page, so its heading takes the focus.
 */
export function ForgotLoginPage({ resetTokenFromUrl }: ForgotLoginPageProps) {
  const [flow, setFlow] = useState<Flow>(() => startFlow(resetTokenFromUrl));
  const [email, setEmail] = useState('');
  const [seenToken, setSeenToken] = useState(resetTokenFromUrl);
  // Another reset link opened while this page is already showing: start over with its token.
  if (resetTokenFromUrl !== seenToken) {
    setSeenToken(resetTokenFromUrl);
    if (resetTokenFromUrl) setFlow(startFlow(resetTokenFromUrl));
  }
  useSearchParamOutOfAddressBar(RESET_TOKEN_PARAM, resetTokenFromUrl);

  switch (flow.step) {
    case 'request':
      return (
        <RequestStep
          email={email}
          onEmailChange={setEmail}
          onSent={() => setFlow({ step: 'sent' })}
        />
      );
    case 'sent':
      return <SentStep onAgain={() => setFlow({ step: 'request' })} />;
    case 'reset':
      return (
        <ResetStep
          key={flow.resetToken}
          resetToken={flow.resetToken}
          onChanged={() => setFlow({ step: 'changed' })}
          onLinkRejected={(expired) => setFlow({ step: 'linkRejected', expired })}
        />
      );
    case 'changed':
      return <ChangedStep />;
    case 'linkRejected':
      return (
        <LinkRejectedStep
          expired={flow.expired}
          onRequestNew={() => setFlow({ step: 'request' })}
        />
      );
  }
}

function StepFrame({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Page title={title} description={description} className="mx-auto w-full max-w-md py-6">
      {children}
    </Page>
  );
}

function BackToLogin() {
  const { t } = useTranslation('password');
  return (
    <nav aria-label={t('moreOptions')} className="mt-2 text-sm">
      <Link to="/login/{-$clientId}" className="font-semibold text-brand underline">
        {t('backToLogin')}
      </Link>
    </nav>
  );
}

function RequestStep(props: {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: () => void;
}) {
  const { t } = useTranslation('password');
  return (
    <StepFrame title={t('request.title')} description={t('request.intro')}>
      <RequestLinkForm {...props} />
      <BackToLogin />
    </StepFrame>
  );
}

function SentStep({ onAgain }: { onAgain: () => void }) {
  const { t } = useTranslation('password');
  return (
    <StepFrame title={t('sent.title')}>
      <div role="status" className="flex flex-col gap-2">
        <p>{t('sent.body')}</p>
        <p className="text-ink-muted">{t('sent.hint')}</p>
      </div>
      <Button variant="secondary" onClick={onAgain} className="self-start">
        {t('sent.again')}
      </Button>
      <BackToLogin />
    </StepFrame>
  );
}

function ResetStep(props: {
  resetToken: string;
  onChanged: () => void;
  onLinkRejected: (expired: boolean) => void;
}) {
  const { t } = useTranslation('password');
  return (
    <StepFrame title={t('reset.title')} description={t('reset.intro')}>
      <ResetPasswordForm {...props} />
      <BackToLogin />
    </StepFrame>
  );
}

function ChangedStep() {
  const { t } = useTranslation('password');
  return (
    <StepFrame title={t('changed.title')}>
      <p role="status">{t('changed.body')}</p>
      <Link
        to="/login/{-$clientId}"
        className="inline-flex min-h-11 items-center justify-center self-start rounded-md bg-brand px-4 text-sm font-semibold text-brand-contrast hover:brightness-110"
      >
        {t('logIn')}
      </Link>
    </StepFrame>
  );
}

function LinkRejectedStep({
  expired,
  onRequestNew,
}: {
  expired: boolean;
  onRequestNew: () => void;
}) {
  const { t } = useTranslation('password');
  return (
    <StepFrame title={t('linkRejected.title')}>
      <div role="alert" className="flex flex-col gap-2">
        <p>{expired ? t('linkRejected.expired') : t('linkRejected.invalid')}</p>
        <p className="text-ink-muted">{t('linkRejected.next')}</p>
      </div>
      <Button onClick={onRequestNew} className="self-start">
        {t('linkRejected.requestNew')}
      </Button>
      <BackToLogin />
    </StepFrame>
  );
}
