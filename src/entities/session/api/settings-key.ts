// The settings' query key alone, for the model: the property selection runs whenever the settings
// arrive in the cache, and the model must not pull the generated hooks into the first load.
export { getGetHomeSettingsQueryKey as settingsQueryKey } from '@generated/users/hooks/settings/settings';
