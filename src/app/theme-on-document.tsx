import { useEffect } from 'react';
import { useTheme } from '@/entities/session/queries';

/** Applies the resolved theme (SPEC §4) to the document; it reads the settings from the cache. */
export function ThemeOnDocument() {
  const theme = useTheme();
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return null;
}
