import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemMessage } from '@/components/problem-message';
import { LoadingStatus } from '@/components/loading-status';
import { Page } from '@/components/page';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useSearchParamOutOfAddressBar } from '@/lib/address-bar';
import { actionWording, describeProblem, type Problem } from '@/lib/api/problem';
import { isApiError } from '@/lib/api/api-error';
import {
  useAcceptInvitation,
  useReadInvitation,
  type HouseholdInvitationSummary,
} from '../api/household-api';
import { signUpErrors, type SignUpInput } from '../lib/invite-form';
import { useSingleFlight } from '@/lib/use-single-flight';
import { isolate } from '@/lib/isolate';

/** The search parameter of the emailed link (`/household/join?invitation=…`). */
export const INVITATION_PARAM = 'invitation';

/**
 * /household/join (issue 52): the invited person reads who invited them and with which role,
 * chooses their name and password, and signs in. The link's one-time code is taken from the
 * address at once and kept only in memory.
 */
export function JoinHouseholdPage({ codeFromUrl }: { codeFromUrl?: string | undefined }) {
  const { t } = useTranslation('household');
  // The code lives here, in memory; the address bar loses it on arrival.
  const [code] = useState(codeFromUrl);
  useSearchParamOutOfAddressBar(INVITATION_PARAM, codeFromUrl);
  const read = useReadInvitation();
  const started = useRef(false);
  const [joined, setJoined] = useState<string | null>(null);

  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    read.mutate(code);
  }, [code, read]);

  if (joined)
    return (
      <Frame title={t('join.doneTitle')}>
        <p role="status">{isolate((v) => t('join.done', v), { email: joined })}</p>
        <Link
          to="/login/{-$clientId}"
          className="inline-flex min-h-11 items-center font-semibold text-brand underline"
        >
          {t('join.signIn')}
        </Link>
      </Frame>
    );
  if (!code || (read.isError && isApiError(read.error) && read.error.status === 404))
    return (
      <Frame title={t('join.goneTitle')}>
        <p>{t('join.gone')}</p>
      </Frame>
    );
  if (read.isError)
    return (
      <Frame title={t('join.title')}>
        <ProblemMessage
          problem={describeProblem(read.error)}
          wording={actionWording(t('join.readFailed'))}
        />
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              read.mutate(code);
            }}
          >
            {t('join.retry')}
          </Button>
        </div>
      </Frame>
    );
  if (!read.data)
    return (
      <Frame title={t('join.title')}>
        <LoadingStatus>{t('common:loading')}</LoadingStatus>
      </Frame>
    );
  return (
    <Frame title={t('join.title')}>
      <SignUpForm code={code} invitation={read.data} onJoined={setJoined} />
    </Frame>
  );
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Page title={title} className="mx-auto w-full max-w-md py-6">
      {children}
    </Page>
  );
}

const EMPTY: SignUpInput = { firstName: '', lastName: '', password: '', confirmPassword: '' };
const FIELDS = ['firstName', 'lastName', 'password', 'confirmPassword'] as const;

function SignUpForm({
  code,
  invitation,
  onJoined,
}: {
  code: string;
  invitation: HouseholdInvitationSummary;
  onJoined: (email: string) => void;
}) {
  const { t } = useTranslation('household');
  const accept = useAcceptInvitation();
  const flight = useSingleFlight();
  const refs = useRef<Partial<Record<keyof SignUpInput, HTMLInputElement | null>>>({});
  const [input, setInput] = useState<SignUpInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof SignUpInput, string>>>({});
  const [problem, setProblem] = useState<Problem | null>(null);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (flight.isBusy()) return;
    setProblem(null);
    const found = signUpErrors(input);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    flight.mutate(
      accept,
      {
        code,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        password: input.password,
      },
      {
        onSuccess: (member) => {
          onJoined(member.email);
        },
        onError: (error) => {
          setProblem(describeProblem(error));
        },
      },
    );
  };

  const field = (name: keyof SignUpInput, type: string, autoComplete: string) => (
    <TextField
      ref={(element) => {
        refs.current[name] = element;
      }}
      label={t(`join.fields.${name}`)}
      type={type}
      autoComplete={autoComplete}
      value={input[name]}
      onChange={(event) => {
        const value = event.target.value;
        setInput((was) => ({ ...was, [name]: value }));
      }}
      error={errors[name] ? t(errors[name]) : undefined}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p>
        {isolate((v) => t('join.invitedBy', { ...v, role: t(`roles.${invitation.role}`) }), {
          name: invitation.invitedBy,
        })}
      </p>
      <p className="text-sm text-ink-muted">{t(`roleHints.${invitation.role}`)}</p>
      <dl className="flex flex-col gap-1">
        <dt className="text-sm font-medium">{t('join.loginEmail')}</dt>
        <dd className="[overflow-wrap:anywhere]">{invitation.email}</dd>
      </dl>
      {field('firstName', 'text', 'given-name')}
      {field('lastName', 'text', 'family-name')}
      {field('password', 'password', 'new-password')}
      {field('confirmPassword', 'password', 'new-password')}
      <ProblemMessage problem={problem} wording={actionWording(t('join.failed'))} />
      <div>
        <Button type="submit" disabled={accept.isPending}>
          {accept.isPending ? t('join.submitting') : t('join.submit')}
        </Button>
      </div>
    </form>
  );
}
