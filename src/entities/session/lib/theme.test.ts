// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { asKnownTheme, resolveTheme } from './theme';

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
