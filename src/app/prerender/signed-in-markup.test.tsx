// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readLocale, readLocaleTree } from '@/testing/locales';
import { prerenderedSignedInPages, renderSignedInMarkup } from './signed-in-markup';

const read = (language: string, namespace: string) => readLocaleTree(language, namespace);

describe('renderSignedInMarkup', () => {
  it.each(
    (['en', 'es'] as const).flatMap((language) =>
      prerenderedSignedInPages.map((page) => [language, page.path, page] as const),
    ),
  )(
    'renders %s %s’s heading, description and loading status in the chrome',
    async (language, _path, page) => {
      const text = ([ns, key]: readonly [string, string]) => readLocale(language, ns).get(key);
      const html = await renderSignedInMarkup(language, read, page);
      expect(html).toContain(`>${text(page.title)}</h1>`);
      expect(html).toContain(`<div class="mt-1 text-ink-muted">${text(page.description)}</div>`);
      expect(html).toContain(`<p role="status">${text(page.loading)}</p>`);
      expect(html).toMatch(/^<div class="flex min-h-dvh flex-col"><header /);
    },
  );

  it('has nothing to press before the app is up', async () => {
    const html = await renderSignedInMarkup('en', read, prerenderedSignedInPages[0]!);
    expect(html).not.toMatch(/<(button|a|input|select)\b/);
  });
});
