import { combine } from 'effector';
import { $isLoggedIn, $themeOverride, defaultTheme } from '@/entities/session/model';

/**
 * A visitor (signed out) sees their own choice of theme or Default (SPEC §4): there are no
 * settings to read, so nothing of the settings query loads for the public pages. Signed in, the
 * shell's ThemeOnDocument takes over. Returns the unsubscribe function.
 */
export function applyVisitorTheme(): () => void {
  const subscription = combine($isLoggedIn, $themeOverride).watch(([loggedIn, override]) => {
    if (!loggedIn) document.documentElement.dataset.theme = override ?? defaultTheme;
  });
  return () => {
    subscription.unsubscribe();
  };
}
