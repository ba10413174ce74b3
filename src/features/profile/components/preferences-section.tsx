import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formSchema, formUiSchema, SchemaForm } from '@/components/schema-form';
import { Button } from '@/components/ui/button';
import { useRoles } from '@/entities/session/queries';
import schemaJson from '../../../../forms/preferences.schema.json';
import uiJson from '../../../../forms/preferences.ui.json';
import { usePreferences, useSavePreferences, type HomeownerPreferences } from '../api/profile-api';
import {
  preferencesFormData,
  preferencesPatch,
  preferencesUiSchema,
  type PreferencesFormData,
} from '../lib/preferences-form';
import { describeProblem } from '@/lib/api/problem';
import { profileWidgets } from './checkbox-widget';
import { FailureMessage, StatusMessage } from './feedback';
import { TrackedForm } from './unsaved-changes';
import { LoadingStatus } from '@/components/loading-status';
import { useSingleFlight } from '@/lib/use-single-flight';

const schema = formSchema(schemaJson);
const baseUiSchema = formUiSchema<PreferencesFormData>(uiJson);

/** Communication and directory preferences (SPEC §3 Profile), the board set for board members. */
export function PreferencesSection({ homeownerId }: { homeownerId: number }) {
  const { t } = useTranslation('profile');
  const preferences = usePreferences(homeownerId);
  return (
    <section aria-labelledby="preferences-heading" className="flex max-w-xl flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="preferences-heading" className="text-xl font-semibold">
          {t('preferences.heading')}
        </h2>
        <p className="text-ink-muted">{t('preferences.intro')}</p>
      </div>
      {preferences.data ? (
        <PreferencesForm homeownerId={homeownerId} preferences={preferences.data} />
      ) : preferences.isError ? (
        <div className="flex flex-col items-start gap-2">
          <p role="alert" className="font-medium text-danger">
            {t('preferences.loadFailed')}
          </p>
          <Button variant="secondary" onClick={() => void preferences.refetch()}>
            {t('actions.retry')}
          </Button>
        </div>
      ) : (
        <LoadingStatus className="text-ink-muted">{t('common:loading')}</LoadingStatus>
      )}
    </section>
  );
}

function PreferencesForm({
  homeownerId,
  preferences,
}: {
  homeownerId: number;
  preferences: HomeownerPreferences;
}) {
  const { t } = useTranslation('profile');
  const { isBoardMember } = useRoles();
  const save = useSavePreferences(homeownerId);
  const flight = useSingleFlight();
  const [error, setError] = useState<unknown>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const uiSchema = useMemo(() => preferencesUiSchema(baseUiSchema, isBoardMember), [isBoardMember]);

  const submit = (data: PreferencesFormData) => {
    if (flight.isBusy()) return;
    setError(null);
    setStatus(null);
    const patch = preferencesPatch(preferences, data, isBoardMember);
    if (!patch) {
      setStatus(t('preferences.nothingChanged'));
      return;
    }
    flight.mutate(save, patch, {
      onSuccess: () => {
        setStatus(t('preferences.saved'));
        setVersion((v) => v + 1);
      },
      onError: setError,
    });
  };

  return (
    <>
      <StatusMessage text={status} />
      <TrackedForm key={version} formId="preferences">
        <SchemaForm<PreferencesFormData>
          schema={schema}
          uiSchema={uiSchema}
          idPrefix="preferences"
          initialData={preferencesFormData(preferences, isBoardMember)}
          widgets={profileWidgets}
          onSubmit={submit}
          submitLabel={t('preferences.save')}
          pendingLabel={t('actions.saving')}
          pending={save.isPending}
        >
          <FailureMessage failure={error ? describeProblem(error) : null} />
        </SchemaForm>
      </TrackedForm>
    </>
  );
}
