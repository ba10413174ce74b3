import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { useSettings } from '../queries';

/**
 * The home settings could not be loaded, after their retries (SPEC §9): the properties, the
 * association and its pages depend on them, so the person is told, with the Error ID and Try
 * Again, instead of waiting on "Loading…" for ever. Nothing while they load or once they have.
 */
export function SettingsLoadError() {
  const { t } = useTranslation();
  const settings = useSettings();
  if (!settings.isError || settings.data !== undefined) return null;
  return (
    <LoadError
      message={t('settingsLoadFailed')}
      error={settings.error}
      onRetry={() => void settings.refetch()}
      retrying={settings.isFetching}
    />
  );
}
