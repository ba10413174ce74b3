// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readLocale, readLocaleTree } from '@/testing/locales';
import { renderExpressMarkup } from './express-markup';

const read = (language: string, namespace: string) => readLocaleTree(language, namespace);

describe('renderExpressMarkup', () => {
  it.each(['en', 'es'] as const)(
    'renders the express link’s page as the app shows it while the link opens, in %s',
    async (language) => {
      const express = readLocale(language, 'express-pay');
      const html = await renderExpressMarkup(language, read);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${express.get('title')}</h1>`));
      expect(html).toContain(`>${express.get('description')}</div>`);
      expect(html).toContain(
        `<p role="status" class="text-ink-muted">${express.get('opening')}</p>`,
      );
      // The language switch, which works before the app is up (boot.ts).
      expect(html).toContain('<select');
    },
  );

  it('has nothing of a link and nothing before the page', async () => {
    const html = await renderExpressMarkup('en', read);
    expect(html).toMatch(/^<header /);
    expect(html).not.toContain('card/link');
    // Nothing that would send anything: the form comes with the app and the link's answers.
    expect(html).not.toContain('<form');
    expect(html).not.toContain('<button');
  });
});
