import { useUnit } from 'effector-react';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemMessage } from '@/components/problem-message';
import { LoadError } from '@/components/load-error';
import { LoadingStatus } from '@/components/loading-status';
import { Page } from '@/components/page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { MimicReason, useBlockedByMimic } from '@/entities/session/components/mimic';
import { $userId } from '@/entities/session/model';
import { actionWording, describeProblem, type Problem } from '@/lib/api/problem';
import { formatInstantDay } from '@/lib/dates';
import {
  useHousehold,
  useInviteMember,
  useResendInvitation,
  useRevokeInvitation,
  type Household,
  type HouseholdInvitation,
  type HouseholdRole,
} from '../api/household-api';
import { absoluteLink, HOUSEHOLD_ROLES, inviteErrors, isHouseholdRole } from '../lib/invite-form';
import { useSingleFlight } from '@/lib/use-single-flight';
import { isolate } from '@/lib/isolate';

/**
 * /my/household (issue 52): the account holder invites a co-owner (everything) or a family member
 * (community pages, requests and reservations; no payments or saved methods), sees the pending
 * invitations, sends one again or revokes it. Where the service sends no mail (the sandbox) each
 * invitation shows the link its email would carry. A member sees who shares the account.
 */
export function HouseholdPage() {
  const { t } = useTranslation('household');
  const userId = useUnit($userId);
  return (
    <Page title={t('common:nav.household')} description={t('intro')}>
      {userId === null ? null : <HouseholdContent homeownerId={userId} />}
    </Page>
  );
}

function HouseholdContent({ homeownerId }: { homeownerId: number }) {
  const { t } = useTranslation('household');
  const household = useHousehold(homeownerId);
  if (household.isError && !household.data)
    return (
      <LoadError
        message={t('loadFailed')}
        error={household.error}
        onRetry={() => void household.refetch()}
        retrying={household.isFetching}
      />
    );
  if (!household.data) return <LoadingStatus>{t('common:loading')}</LoadingStatus>;
  const data: Household = household.data;
  return (
    <div className="flex max-w-2xl flex-col gap-8">
      {data.canManage ? (
        <InviteForm homeownerId={homeownerId} />
      ) : (
        <p className="rounded-lg border border-line bg-surface p-4">{t('memberNote')}</p>
      )}
      {data.canManage ? (
        <Invitations homeownerId={homeownerId} invitations={data.invitations} />
      ) : null}
      <section aria-labelledby="household-members" className="flex flex-col gap-3">
        <h2 id="household-members" className="text-xl font-semibold">
          {t('members.heading')}
        </h2>
        {data.members.length === 0 ? (
          <p className="text-ink-muted">{t('members.none')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {data.members.map((member) => (
              <li
                key={member.userId}
                className="flex flex-col gap-1 rounded-lg border border-line bg-surface p-4"
              >
                <span className="font-semibold">{member.name}</span>
                <span className="text-sm [overflow-wrap:anywhere] text-ink-muted">
                  {member.email}
                </span>
                <span className="text-sm">{t(`roles.${member.role}`)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function InviteForm({ homeownerId }: { homeownerId: number }) {
  const { t } = useTranslation('household');
  const id = useId();
  const invite = useInviteMember(homeownerId);
  const blocked = useBlockedByMimic();
  const flight = useSingleFlight();
  const emailRef = useRef<HTMLInputElement>(null);
  const roleRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<HouseholdRole | null>(null);
  const [errors, setErrors] = useState<{ email?: string; role?: string }>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (flight.isBusy() || blocked) return;
    setSentTo(null);
    setProblem(null);
    const found = inviteErrors({ email, role });
    setErrors(found);
    if (found.email) {
      emailRef.current?.focus();
      return;
    }
    if (found.role || !role) {
      roleRef.current?.focus();
      return;
    }
    flight.mutate(
      invite,
      { email: email.trim(), role },
      {
        onSuccess: (invitation) => {
          setSentTo(invitation.email);
          setEmail('');
          setRole(null);
        },
        onError: (error) => {
          setProblem(describeProblem(error));
        },
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {t('invite.heading')}
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          ref={emailRef}
          label={t('invite.email')}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
          error={errors.email ? t(errors.email) : undefined}
        />
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={errors.role ? `${id}-role-error` : undefined}
        >
          <legend className="mb-1 text-sm font-medium">{t('invite.role')}</legend>
          {HOUSEHOLD_ROLES.map((value, index) => (
            <div
              key={value}
              className="flex min-h-11 items-start gap-3 rounded-md border border-line p-3"
            >
              <input
                ref={index === 0 ? roleRef : undefined}
                id={`${id}-role-${value}`}
                aria-describedby={`${id}-role-${value}-hint`}
                type="radio"
                name={`${id}-role`}
                value={value}
                checked={role === value}
                onChange={(event) => {
                  if (isHouseholdRole(event.target.value)) setRole(event.target.value);
                }}
                className="mt-1 size-5"
              />
              <span className="flex flex-col">
                <label htmlFor={`${id}-role-${value}`} className="font-medium">
                  {t(`roles.${value}`)}
                </label>
                <span id={`${id}-role-${value}-hint`} className="text-sm text-ink-muted">
                  {t(`roleHints.${value}`)}
                </span>
              </span>
            </div>
          ))}
          {errors.role ? (
            <p id={`${id}-role-error`} className="text-sm text-danger">
              {t(errors.role)}
            </p>
          ) : null}
        </fieldset>
        <ProblemMessage problem={problem} wording={actionWording(t('invite.failed'))} />
        <p role="status" className="font-medium text-success empty:sr-only">
          {sentTo ? isolate((v) => t('invite.sent', v), { email: sentTo }) : null}
        </p>
        <div className="flex flex-col items-start gap-1">
          <Button
            type="submit"
            disabled={invite.isPending || blocked}
            aria-describedby={blocked ? `${id}-mimic` : undefined}
          >
            {invite.isPending ? t('invite.sending') : t('invite.send')}
          </Button>
          <MimicReason id={`${id}-mimic`} />
        </div>
      </form>
    </section>
  );
}

function Invitations({
  homeownerId,
  invitations,
}: {
  homeownerId: number;
  invitations: HouseholdInvitation[];
}) {
  const { t } = useTranslation('household');
  return (
    <section aria-labelledby="household-invitations" className="flex flex-col gap-3">
      <h2 id="household-invitations" className="text-xl font-semibold">
        {t('invitations.heading')}
      </h2>
      {invitations.length === 0 ? (
        <p className="text-ink-muted">{t('invitations.none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {invitations.map((invitation) => (
            <InvitationItem
              key={invitation.invitationId}
              homeownerId={homeownerId}
              invitation={invitation}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function InvitationItem({
  homeownerId,
  invitation,
}: {
  homeownerId: number;
  invitation: HouseholdInvitation;
}) {
  const { t, i18n } = useTranslation('household');
  const id = useId();
  const resend = useResendInvitation(homeownerId);
  const revoke = useRevokeInvitation(homeownerId);
  const blocked = useBlockedByMimic();
  const flight = useSingleFlight();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  // Read once per showing: the list is fetched again on the next visit.
  const [shownAt] = useState(() => Date.now());
  const expired = new Date(invitation.expiresAt).getTime() <= shownAt;
  const busy = resend.isPending || revoke.isPending;

  const run = (action: 'resend' | 'revoke') => {
    if (flight.isBusy() || blocked) return;
    setProblem(null);
    setStatus(null);
    const callbacks = {
      onSuccess: () => {
        if (action === 'resend') setStatus(t('invitations.resent'));
      },
      onError: (error: unknown) => {
        setProblem(describeProblem(error));
      },
    };
    if (action === 'resend') flight.mutate(resend, invitation.invitationId, callbacks);
    else flight.mutate(revoke, invitation.invitationId, callbacks);
  };

  return (
    <li
      aria-labelledby={`${id}-email`}
      className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4"
    >
      <span id={`${id}-email`} className="font-semibold [overflow-wrap:anywhere]">
        {invitation.email}
      </span>
      <span className="text-sm">{t(`roles.${invitation.role}`)}</span>
      <span className="text-sm text-ink-muted">
        {t('invitations.sent', { date: formatInstantDay(invitation.sentAt, i18n.language) })}{' '}
        {expired
          ? t('invitations.expired')
          : t('invitations.expires', {
              date: formatInstantDay(invitation.expiresAt, i18n.language),
            })}
      </span>
      {invitation.link ? (
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium">{t('invitations.link')}</span>
          <p className="text-sm text-ink-muted">{t('invitations.linkHint')}</p>
          <a
            href={absoluteLink(invitation.link, window.location.origin)}
            className="text-sm font-semibold [overflow-wrap:anywhere] text-brand underline"
          >
            {absoluteLink(invitation.link, window.location.origin)}
          </a>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={busy || blocked}
          onClick={() => {
            run('resend');
          }}
          aria-label={t('invitations.resendTo', { email: invitation.email })}
        >
          {resend.isPending ? t('invitations.resending') : t('invitations.resend')}
        </Button>
        <Button
          variant="secondary"
          disabled={busy || blocked}
          onClick={() => {
            setConfirming(true);
          }}
          aria-label={t('invitations.revokeFor', { email: invitation.email })}
        >
          {revoke.isPending ? t('invitations.revoking') : t('invitations.revoke')}
        </Button>
      </div>
      <MimicReason id={`${id}-mimic`} />
      <p role="status" className="text-sm font-medium text-success empty:sr-only">
        {status}
      </p>
      <ProblemMessage problem={problem} wording={actionWording(t('invitations.failed'))} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('invitations.revokeTitle')}
        description={isolate((v) => t('invitations.revokeBody', v), { email: invitation.email })}
        cancelLabel={t('invitations.keep')}
        actionLabel={t('invitations.revoke')}
        actionVariant="danger"
        onAction={() => {
          run('revoke');
        }}
      />
    </li>
  );
}
