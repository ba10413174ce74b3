import type { DesignTemplate } from '../api/session-api';
import type { ColorScheme, ColorSchemeChoice } from '@/lib/color-scheme';

/**
 * SPEC §4 (Theme): the user's override when they chose one, else the settings' design template,
 * else the fallback (`Default`). Values that are not a known template (an old stored theme, a
 * template the portal does not know yet) are skipped rather than applied.
 */
export function resolveTheme<Theme extends string>(
  known: readonly Theme[],
  override: string | null,
  fromSettings: string | null | undefined,
  fallback: Theme,
): Theme {
  return asKnownTheme(known, override) ?? asKnownTheme(known, fromSettings) ?? fallback;
}

export function asKnownTheme<Theme extends string>(
  known: readonly Theme[],
  value: string | null | undefined,
): Theme | null {
  return known.find((theme) => theme === value) ?? null;
}

/** The looks design templates fix, whatever the device prefers. */
const fixedColorSchemes: Partial<Record<DesignTemplate, ColorScheme>> = {
  HighContrast: 'light',
};

/**
 * The page's look: the person's choice of Light or Dark wins; else the look the design template
 * fixes, if it fixes one (HighContrast is black on white: an association chose it for
 * legibility); else null, the device's (`prefers-color-scheme`, which src/index.css follows by
 * itself). The other templates have a dark look of their own.
 */
export function resolveColorScheme(
  choice: ColorSchemeChoice,
  theme: string | null | undefined,
): ColorScheme | null {
  if (choice !== 'device') return choice;
  return Object.entries(fixedColorSchemes).find(([name]) => name === theme)?.[1] ?? null;
}
