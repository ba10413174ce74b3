import { afterEach, describe, expect, it } from 'vitest';
import {
  applyColorScheme,
  rememberColorSchemeChoice,
  storedColorSchemeChoice,
  themeColors,
} from './color-scheme';

afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  delete document.documentElement.dataset.colorScheme;
});

describe('the stored choice', () => {
  it('is the device until Light or Dark is chosen, and again after Device', () => {
    expect(storedColorSchemeChoice()).toBe('device');
    rememberColorSchemeChoice('dark');
    expect(storedColorSchemeChoice()).toBe('dark');
    rememberColorSchemeChoice('device');
    expect(storedColorSchemeChoice()).toBe('device');
    expect(localStorage.length).toBe(0);
  });

  it('ignores a value that is not a choice', () => {
    localStorage.setItem('courtyard-color-scheme', 'sepia');
    expect(storedColorSchemeChoice()).toBe('device');
  });
});

describe('applyColorScheme', () => {
  const metas = () => {
    document.head.innerHTML = `
      <meta name="theme-color" content="${themeColors.light}" media="(prefers-color-scheme: light)">
      <meta name="theme-color" content="${themeColors.dark}" media="(prefers-color-scheme: dark)">`;
    return [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')];
  };

  it('marks the page and gives the browser chrome the chosen look whatever the device', () => {
    const tags = metas();
    applyColorScheme(document, 'dark');
    expect(document.documentElement.dataset.colorScheme).toBe('dark');
    expect(tags.map((tag) => tag.content)).toEqual([themeColors.dark, themeColors.dark]);
  });

  it("follows the device again with null: no mark, each tag its own media query's colour", () => {
    const tags = metas();
    applyColorScheme(document, 'light');
    applyColorScheme(document, null);
    expect(document.documentElement.dataset.colorScheme).toBeUndefined();
    expect(tags.map((tag) => tag.content)).toEqual([themeColors.light, themeColors.dark]);
  });
});
