import { combine } from 'effector';
import { resolveColorScheme } from '@/entities/session/lib/theme';
import {
  $colorSchemeChoice,
  $isLoggedIn,
  $themeOverride,
  defaultTheme,
} from '@/entities/session/model';
import { applyColorScheme } from '@/lib/color-scheme';

/**
 * A visitor (signed out) sees their own choice of theme or Default (SPEC §4), in their choice of
 * look or the device's: there are no settings to read, so nothing of the settings query loads for
 * the public pages. Signed in, the shell's ThemeOnDocument takes over. Returns the unsubscribe
 * function.
 */
export function applyVisitorTheme(): () => void {
  const subscription = combine($isLoggedIn, $themeOverride, $colorSchemeChoice).watch(
    ([loggedIn, override, choice]) => {
      // Signed in, a choice of Light or Dark shows from the start; the template's look waits for
      // the settings (ThemeOnDocument).
      if (loggedIn) {
        if (choice !== 'device') applyColorScheme(document, choice);
        return;
      }
      const theme = override ?? defaultTheme;
      document.documentElement.dataset.theme = theme;
      applyColorScheme(document, resolveColorScheme(choice, theme));
    },
  );
  return () => {
    subscription.unsubscribe();
  };
}
