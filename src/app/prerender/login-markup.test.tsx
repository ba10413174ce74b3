// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readLocale, readLocaleTree } from '@/testing/locales';
import { renderLoginMarkup } from './login-markup';

const read = (language: string, namespace: string) => readLocaleTree(language, namespace);

describe('renderLoginMarkup', () => {
  it.each(['en', 'es'] as const)(
    'renders the login page the app shows, in %s',
    async (language) => {
      const auth = readLocale(language, 'auth');
      const html = await renderLoginMarkup(language, read);
      expect(html).toContain(
        `<h1 class="mb-2 text-2xl font-semibold">${auth.get('login.title')}</h1>`,
      );
      expect(html).toContain(`>${auth.get('login.email')}</label>`);
      expect(html).toContain(`>${auth.get('login.password')}</label>`);
      expect(html).toMatch(/<input[^>]*type="email"[^>]*autoComplete="username"/);
      expect(html).toMatch(/<input[^>]*type="password"[^>]*autoComplete="current-password"/);
      expect(html).toContain(`<button type="submit"`);
      expect(html).toContain(`>${readLocale(language, 'common').get('shell.skipToContent')}</a>`);
    },
  );

  it('has no footer (it names the deployment’s help centre) and nothing before the page', async () => {
    const html = await renderLoginMarkup('en', read);
    expect(html).not.toContain('<footer');
    expect(html).toMatch(/^<div class="flex min-h-dvh flex-col">/);
  });
});
