import { useEffect } from 'react';
import { useTheme } from '@/entities/session/queries';

/**
 * Applies the resolved theme (SPEC §4) to the document while someone is signed in: it reads the
 * settings from the cache, so it lives in the signed-in shell. A visitor's theme (the override or
 * Default) is applied by `applyVisitorTheme`, without loading any of it.
 */
export function ThemeOnDocument() {
  const theme = useTheme();
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return null;
}
