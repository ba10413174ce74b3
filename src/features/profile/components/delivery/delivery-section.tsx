import { Switch } from 'radix-ui';
import { hasCapability } from '@/lib/api/capabilities';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '@/components/loading-status';
import { FIELD_INPUT_CLASSES } from '@/components/schema-form/widget-parts';
import { Button } from '@/components/ui/button';
import { MimicReason, useBlockedByMimic } from '@/entities/session/components/mimic';
import { useRoles } from '@/entities/session/queries';
import { formatInstantDay } from '@/lib/dates';
import {
  usePaperlessConsent,
  usePreferences,
  useSavePreferences,
  type HomeownerPreferences,
  type NoticeChannels,
} from '../../api/profile-api';
import {
  DEFAULT_NOTICE_CHANNELS,
  isNoticeChannel,
  NOTICE_CHANNEL_OPTIONS,
  NOTICE_KINDS,
  noticeChannelsPatch,
} from '../../lib/notice-channels';
import { describeProblem } from '@/lib/api/problem';
import { FailureMessage, StatusMessage } from '../feedback';
import { TrackedForm } from '../unsaved-changes';
import { useSingleFlight } from '@/lib/use-single-flight';
import { isolate } from '@/lib/isolate';

/**
 * Delivery and notifications (issue 52): paperless statements with their consent, and for each
 * kind of notice the channel it comes by. An owner of the account consents (a family member of
 * the household has no statements to change), never a staff member mimicking them.
 */
export function DeliverySection({ homeownerId }: { homeownerId: number }) {
  const { t } = useTranslation('delivery');
  const preferences = usePreferences(homeownerId);
  const { canUseBilling } = useRoles();
  return (
    <section aria-labelledby="delivery-heading" className="flex max-w-xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 id="delivery-heading" className="text-xl font-semibold">
          {t('heading')}
        </h2>
        <p className="text-ink-muted">{t('intro')}</p>
      </div>
      {preferences.data ? (
        <>
          {/* The consent is the deliveryPreferences capability (docs/contracts.md). */}
          {canUseBilling && hasCapability('deliveryPreferences') ? (
            <PaperlessStatements homeownerId={homeownerId} preferences={preferences.data} />
          ) : null}
          <NoticeChannelsForm homeownerId={homeownerId} preferences={preferences.data} />
        </>
      ) : preferences.isError ? (
        <div className="flex flex-col items-start gap-2">
          <p role="alert" className="font-medium text-danger">
            {t('loadFailed')}
          </p>
          <Button variant="secondary" onClick={() => void preferences.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <LoadingStatus className="text-ink-muted">{t('common:loading')}</LoadingStatus>
      )}
    </section>
  );
}

function PaperlessStatements({
  homeownerId,
  preferences,
}: {
  homeownerId: number;
  preferences: HomeownerPreferences;
}) {
  const { t, i18n } = useTranslation('delivery');
  const id = useId();
  const blocked = useBlockedByMimic();
  const change = usePaperlessConsent(homeownerId);
  const flight = useSingleFlight();
  const [error, setError] = useState<unknown>(null);
  const [status, setStatus] = useState<string | null>(null);
  const consent = preferences.paperlessStatements ?? { enabled: false };
  const consentText = t('paperless.consent');
  const since = consent.since ? formatInstantDay(consent.since, i18n.language) : '';

  const toggle = (on: boolean) => {
    if (flight.isBusy() || blocked) return;
    setError(null);
    setStatus(null);
    flight.mutate(change, on ? { consentText } : null, {
      onSuccess: () => {
        setStatus(on ? t('paperless.given') : t('paperless.withdrawn'));
      },
      onError: setError,
    });
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4"
    >
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {t('paperless.heading')}
      </h3>
      <div className="flex min-h-11 items-center justify-between gap-4">
        <label htmlFor={`${id}-switch`} className="font-medium">
          {t('paperless.label')}
        </label>
        <Switch.Root
          id={`${id}-switch`}
          checked={consent.enabled}
          disabled={blocked || change.isPending}
          onCheckedChange={toggle}
          aria-describedby={`${id}-consent ${id}-state${blocked ? ` ${id}-mimic` : ''}`}
          className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent bg-ink-muted transition-colors outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-brand"
        >
          <Switch.Thumb className="block size-6 rounded-full bg-surface shadow transition-transform data-[state=checked]:translate-x-5" />
        </Switch.Root>
      </div>
      <p id={`${id}-consent`} className="text-sm text-ink-muted">
        {consentText}
      </p>
      <p id={`${id}-state`} className="font-medium">
        {consent.enabled && consent.since
          ? isolate((v) => t('paperless.since', { ...v, date: since }), {
              name: consent.givenBy ?? '',
            })
          : t('paperless.onPaper')}
      </p>
      <MimicReason id={`${id}-mimic`} />
      <StatusMessage text={status} />
      <FailureMessage failure={error ? describeProblem(error) : null} />
    </section>
  );
}

function NoticeChannelsForm({
  homeownerId,
  preferences,
}: {
  homeownerId: number;
  preferences: HomeownerPreferences;
}) {
  const current: NoticeChannels = { ...DEFAULT_NOTICE_CHANNELS, ...preferences.noticeChannels };
  // Not re-mounted after a save: what was chosen is what is saved now, and the "saved" status
  // stays on the page.
  return <NoticeChannelsFields homeownerId={homeownerId} current={current} />;
}

function NoticeChannelsFields({
  homeownerId,
  current,
}: {
  homeownerId: number;
  current: NoticeChannels;
}) {
  const { t } = useTranslation('delivery');
  const id = useId();
  const save = useSavePreferences(homeownerId);
  const flight = useSingleFlight();
  const [chosen, setChosen] = useState<NoticeChannels>(current);
  const [error, setError] = useState<unknown>(null);
  const [status, setStatus] = useState<string | null>(null);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (flight.isBusy()) return;
    setError(null);
    setStatus(null);
    const patch = noticeChannelsPatch(current, chosen);
    if (!patch) {
      setStatus(t('notices.nothingChanged'));
      return;
    }
    flight.mutate(
      save,
      { noticeChannels: patch },
      {
        onError: setError,
      },
    );
  };

  return (
    <TrackedForm formId="notice-channels">
      <StatusMessage text={status ?? (save.isSuccess ? t('notices.saved') : null)} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-lg font-semibold">{t('notices.heading')}</legend>
          <p className="text-sm text-ink-muted">{t('notices.intro')}</p>
          {NOTICE_KINDS.map((kind) => (
            <div
              key={kind}
              className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between"
            >
              <label htmlFor={`${id}-${kind}`} className="font-medium">
                {t(`notices.kinds.${kind}`)}
              </label>
              <select
                id={`${id}-${kind}`}
                value={chosen[kind]}
                onChange={(event) => {
                  const value = event.target.value;
                  if (isNoticeChannel(value)) setChosen((was) => ({ ...was, [kind]: value }));
                }}
                className={`${FIELD_INPUT_CLASSES} border-line sm:w-56`}
              >
                {NOTICE_CHANNEL_OPTIONS.map((channel) => (
                  <option key={channel} value={channel}>
                    {t(`notices.channels.${channel}`)}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </fieldset>
        <FailureMessage failure={error ? describeProblem(error) : null} />
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('notices.saving') : t('notices.save')}
          </Button>
        </div>
      </form>
    </TrackedForm>
  );
}
