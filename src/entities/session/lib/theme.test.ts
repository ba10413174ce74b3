// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { asKnownTheme, resolveColorScheme, resolveTheme } from './theme';

const known = ['Default', 'Coastal', 'Evergreen'] as const;

describe('resolveTheme', () => {
  it("uses the user's override first", () => {
    expect(resolveTheme(known, 'Evergreen', 'Coastal', 'Default')).toBe('Evergreen');
  });

  it("otherwise the settings' design template", () => {
    expect(resolveTheme(known, null, 'Coastal', 'Default')).toBe('Coastal');
  });

  it('otherwise Default', () => {
    expect(resolveTheme(known, null, undefined, 'Default')).toBe('Default');
    expect(resolveTheme(known, null, null, 'Default')).toBe('Default');
  });

  it('skips values that are not a known template', () => {
    expect(resolveTheme(known, 'Neon', 'Coastal', 'Default')).toBe('Coastal');
    expect(resolveTheme(known, 'Neon', 'Retro', 'Default')).toBe('Default');
  });
});

describe('asKnownTheme', () => {
  it('returns the theme only when it is known', () => {
    expect(asKnownTheme(known, 'Coastal')).toBe('Coastal');
    expect(asKnownTheme(known, 'coastal')).toBeNull();
    expect(asKnownTheme(known, null)).toBeNull();
  });
});

describe('resolveColorScheme', () => {
  it("uses the person's choice of Light or Dark over the template and the device", () => {
    expect(resolveColorScheme('dark', 'Default')).toBe('dark');
    expect(resolveColorScheme('light', 'Coastal')).toBe('light');
    expect(resolveColorScheme('dark', 'HighContrast')).toBe('dark');
  });

  it('otherwise the look a template fixes: HighContrast stays light on a dark device', () => {
    expect(resolveColorScheme('device', 'HighContrast')).toBe('light');
  });

  it("otherwise the device's (null: the stylesheet follows prefers-color-scheme)", () => {
    expect(resolveColorScheme('device', 'Default')).toBeNull();
    expect(resolveColorScheme('device', 'Evergreen')).toBeNull();
    expect(resolveColorScheme('device', null)).toBeNull();
    expect(resolveColorScheme('device', 'Neon')).toBeNull();
  });
});
