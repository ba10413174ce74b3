import { readFileSync } from 'node:fs';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { keepLoadFailureIn, showLoadFailure, watchHeadScripts } from './boot';

// index.html's "could not load" banner: static HTML, so that it says so without the app's code.
const indexHtml = readFileSync('index.html', 'utf8');
const banner = /<div\s+id="boot-failed"[\s\S]*?<\/div>/.exec(indexHtml)?.[0] ?? '';
const texts = (language: string) => {
  const translations = JSON.parse(
    readFileSync(`public/locales/${language}/common.json`, 'utf8'),
  ) as { bootFailed: { message: string; retry: string } };
  return translations.bootFailed;
};

describe('index.html’s could-not-load banner', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = banner;
  });

  it('says the translations’ texts in each language, with a Retry that needs no script', () => {
    for (const language of ['en', 'es']) {
      const { message, retry } = texts(language);
      const text = document.querySelector(`#boot-failed [lang="${language}"]`);
      expect(text?.textContent.replace(/\s+/g, ' ').trim()).toBe(`${message} ${retry}`);
      // An empty href reloads the page's own address.
      expect(text?.querySelector('a')?.getAttribute('href')).toBe('');
    }
  });

  it('keeps the browser’s language only, once the boot script runs', () => {
    keepLoadFailureIn(document, 'es');
    // (jsdom gives an empty href no link role; a browser does, tests/e2e/deploy-drift.spec.ts.)
    expect(screen.getByText(texts('es').message)).toBeVisible();
    expect(screen.getByText(texts('en').message)).not.toBeVisible();
  });

  it('shows at once when the app’s entry in the head fails to load', () => {
    const status = document.getElementById('boot-failed');
    expect(status?.style.visibility).toBe('');
    document.head.innerHTML = '<script type="module" src="/assets/index-missing.js"></script>';
    watchHeadScripts(document);
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    expect(status?.style.visibility).toBe('visible');
    expect(status?.style.animation).toBe('none');
  });

  it('is left alone when the page has none', () => {
    document.body.innerHTML = '';
    expect(() => {
      showLoadFailure(document);
      keepLoadFailureIn(document, 'en');
    }).not.toThrow();
  });
});
