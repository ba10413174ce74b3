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
