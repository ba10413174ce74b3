import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { resolveColorScheme } from '@/entities/session/lib/theme';
import { $colorSchemeChoice } from '@/entities/session/model';
import { useTheme } from '@/entities/session/queries';
import { applyColorScheme } from '@/lib/color-scheme';

/**
 * Applies the resolved theme (SPEC §4) and its light or dark look to the document while someone is
 * signed in: it reads the settings from the cache, so it lives in the signed-in shell. A visitor's
 * theme (the override or Default) is applied by `applyVisitorTheme`, without loading any of it.
 */
export function ThemeOnDocument() {
  const theme = useTheme();
  const choice = useUnit($colorSchemeChoice);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    applyColorScheme(document, resolveColorScheme(choice, theme));
  }, [theme, choice]);
  return null;
}
