import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { isolate, isolateText, IsolatedList } from './isolate';

const i18n = createInstance();
await i18n.init({
  lng: 'en',
  interpolation: { escapeValue: false },
  resources: {
    en: {
      translation: {
        welcome: 'Welcome, {{name}}',
        uploaded_one: '{{count}} file uploaded to {{folder}}.',
        uploaded_other: '{{count}} files uploaded to {{folder}}.',
        twice: '{{name}} and {{name}} again, then {{other}}',
        files: 'Files: {{names}}',
      },
    },
  },
});
const t = i18n.t.bind(i18n);

/** A name whose U+202E (right-to-left override) would reverse everything after it if inline. */
const overriding = 'Ana\u202Eevil';

describe('isolate', () => {
  it('puts each value in a bdi and leaves the sentence around it as text', () => {
    const { container } = render(<p>{isolate((v) => t('welcome', v), { name: overriding })}</p>);
    expect(container.innerHTML).toBe(`<p><span>Welcome, <bdi>${overriding}</bdi></span></p>`);
    // Nothing is added to the text itself: exact-text checks and copied text are unchanged.
    expect(container.textContent).toBe(`Welcome, ${overriding}`);
  });

  it('keeps plurals working with the count beside the isolated values', () => {
    const { container } = render(
      <p>{isolate((v) => t('uploaded', { ...v, count: 2 }), { folder: 'Minutes' })}</p>,
    );
    expect(container.innerHTML).toBe('<p><span>2 files uploaded to <bdi>Minutes</bdi>.</span></p>');
  });

  it('isolates a value each time it appears, and empty or missing values as empty', () => {
    const { container } = render(
      <p>{isolate((v) => t('twice', v), { name: 'Jo', other: undefined })}</p>,
    );
    expect(container.innerHTML).toBe(
      '<p><span><bdi>Jo</bdi> and <bdi>Jo</bdi> again, then <bdi></bdi></span></p>',
    );
  });

  it('renders markup in a value as text', () => {
    const { container } = render(
      <p>{isolate((v) => t('welcome', v), { name: '<img src=x onerror=alert(1)>' })}</p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('Welcome, <img src=x onerror=alert(1)>');
  });

  it('works with a sentence made without i18next', () => {
    const { container } = render(
      <p>{isolate((v) => `${v.number ?? ''} · ${v.name ?? ''}`, { number: 42, name: 'Main' })}</p>,
    );
    expect(container.innerHTML).toBe('<p><span><bdi>42</bdi> · <bdi>Main</bdi></span></p>');
  });

  it('isolates each item of a list', () => {
    const { container } = render(
      <p>{isolate((v) => t('files', v), { names: ['a.pdf', 'b\u202E.png'] })}</p>,
    );
    expect(container.innerHTML).toBe(
      '<p><span>Files: <bdi>a.pdf</bdi>, <bdi>b\u202E.png</bdi></span></p>',
    );
  });
});

describe('IsolatedList', () => {
  it('puts each item in its own bdi between the separators', () => {
    const { container } = render(
      <p>
        <IsolatedList items={['12 Elm St', overriding, 'MG-1001']} separator=" · " />
      </p>,
    );
    expect(container.innerHTML).toBe(
      `<p><bdi>12 Elm St</bdi> · <bdi>${overriding}</bdi> · <bdi>MG-1001</bdi></p>`,
    );
  });
});

describe('isolateText', () => {
  it('leaves left-to-right text exactly as it is', () => {
    expect(isolateText('Lakeside Towers Condominium')).toBe('Lakeside Towers Condominium');
    expect(isolateText('MG-1001 · 12 Elm St, Unit 4B')).toBe('MG-1001 · 12 Elm St, Unit 4B');
  });

  it('wraps text with a direction control or right-to-left letters in FSI…PDI', () => {
    expect(isolateText(overriding)).toBe(`\u2068${overriding}\u2069`);
    expect(isolateText('שלום')).toBe('\u2068שלום\u2069');
    expect(isolateText('دفع')).toBe('\u2068دفع\u2069');
    expect(isolateText('a\u2067b')).toBe('\u2068a\u2067b\u2069');
  });
});
