// Light or dark (issue 56 item 6; docs/architecture.md "Themes"). No effector or React here: the
// boot script of the prerendered pages applies the stored choice before the first paint
// (src/app/prerender/boot.ts) with the same rule as the app (resolveColorScheme,
// src/entities/session/lib/theme.ts).

export const colorSchemeChoices = ['device', 'light', 'dark'] as const;
/** The person's choice: follow the device, or always light, or always dark. */
export type ColorSchemeChoice = (typeof colorSchemeChoices)[number];
export type ColorScheme = 'light' | 'dark';

// A display preference of this browser, not of the account: kept beside the language choice,
// outside the session store (SPEC §3 lists what that one keeps).
const colorSchemeStorageKey = 'courtyard-color-scheme';

/** The browser chrome's colour (`<meta name="theme-color">`, index.html) per look. */
export const themeColors: Readonly<Record<ColorScheme, string>> = {
  light: '#1f5f4a',
  dark: '#111815',
};

export function isColorSchemeChoice(value: unknown): value is ColorSchemeChoice {
  return typeof value === 'string' && (colorSchemeChoices as readonly string[]).includes(value);
}

/** The choice made on this browser; `device` when none was (or storage is blocked). */
export function storedColorSchemeChoice(): ColorSchemeChoice {
  try {
    const stored = localStorage.getItem(colorSchemeStorageKey);
    if (isColorSchemeChoice(stored)) return stored;
  } catch {
    // storage blocked (private mode, sandboxed iframe): the device decides
  }
  return 'device';
}

export function rememberColorSchemeChoice(choice: ColorSchemeChoice): void {
  try {
    if (choice === 'device') localStorage.removeItem(colorSchemeStorageKey);
    else localStorage.setItem(colorSchemeStorageKey, choice);
  } catch {
    // storage blocked: the choice lasts for this visit only
  }
}

/**
 * Puts the look on the document: `data-color-scheme` on html (src/index.css switches every colour
 * and `color-scheme` on it) and the browser chrome's colour. Null follows the device: the
 * attribute goes and each theme-color tag keeps its own media query's colour.
 */
export function applyColorScheme(doc: Document, scheme: ColorScheme | null): void {
  const root = doc.documentElement;
  if (scheme === null) delete root.dataset.colorScheme;
  else root.dataset.colorScheme = scheme;
  for (const meta of doc.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const own = meta.getAttribute('media')?.includes('dark') ? 'dark' : 'light';
    meta.content = themeColors[scheme ?? own];
  }
}
