// The page side of forcing mock answers (mocks/README.md): reads `?mock=` rules into the cookie the
// mock proxy reads, takes the parameter off the address before the app starts, and shows a marker
// with a Clear button while rules are set. The local servers serve it to the page
// (scripts/mock-force/plugin.ts); the app never imports it, so no production bundle holds it.
import {
  CLEAR_VALUE,
  MOCK_COOKIE,
  MOCK_PARAM,
  decodeRules,
  encodeRules,
  mergeRules,
  parseRule,
  readCookie,
  type MockRule,
} from './rules.ts';

export const MARKER_ID = 'courtyard-mock-marker';

// A QA tool outside the app's i18n (it runs before it and never ships): its own two languages,
// picked from the page's `lang`, which the app keeps in step with the chosen language.
const WORDS = {
  en: {
    label: 'Mock answers forced',
    ignored: 'Not understood, ignored:',
    clear: 'Clear',
  },
  es: {
    label: 'Respuestas simuladas forzadas',
    ignored: 'No se entendió, se ignora:',
    clear: 'Borrar',
  },
} as const;

function writeRules(doc: Document, rules: MockRule[]): void {
  // A session cookie for the whole site: every service call sends it until Clear (or the browser
  // session ends); SameSite keeps other sites from setting answers for this one.
  doc.cookie =
    rules.length > 0
      ? `${MOCK_COOKIE}=${encodeRules(rules)}; Path=/; SameSite=Strict`
      : `${MOCK_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`;
}

/** Applies the address's `?mock=` values and shows the marker; returns the rules in force. */
export function startMockForcing(win: Window): MockRule[] {
  const doc = win.document;
  const url = new URL(win.location.href);
  const asked = url.searchParams.getAll(MOCK_PARAM);
  let rules = decodeRules(readCookie(doc.cookie, MOCK_COOKIE));
  const ignored: string[] = [];
  if (asked.length > 0) {
    for (const value of asked) {
      if (value.trim() === '' || value.trim().toLowerCase() === CLEAR_VALUE) {
        rules = [];
        continue;
      }
      const rule = parseRule(value);
      if (rule) rules = mergeRules(rules, [rule]);
      else ignored.push(value);
    }
    writeRules(doc, rules);
    // The app never sees the parameter, and a reload keeps the rules through the cookie alone.
    url.searchParams.delete(MOCK_PARAM);
    win.history.replaceState(win.history.state, '', url);
  }
  if (rules.length > 0 || ignored.length > 0) showMarker(win, rules, ignored);
  return rules;
}

function showMarker(win: Window, rules: MockRule[], ignored: string[]): void {
  const doc = win.document;
  doc.getElementById(MARKER_ID)?.remove();
  const marker = doc.createElement('div');
  marker.id = MARKER_ID;
  marker.setAttribute('role', 'region');
  const text = doc.createElement('span');
  const button = doc.createElement('button');
  button.type = 'button';
  // Fixed over the page, bottom centre: the corners hold the toasts and, in development, the
  // devtools buttons.
  Object.assign(marker.style, {
    position: 'fixed',
    left: '50%',
    bottom: '0.5rem',
    transform: 'translateX(-50%)',
    zIndex: '2147483647',
    width: 'max-content',
    maxWidth: 'calc(100vw - 7rem)',
    padding: '0.375rem 0.625rem',
    borderRadius: '0.375rem',
    background: '#7c2d12',
    color: '#ffffff',
    font: '600 0.8125rem/1.4 system-ui, sans-serif',
    boxShadow: '0 2px 8px rgb(0 0 0 / 0.3)',
    overflowWrap: 'anywhere',
  } satisfies Partial<CSSStyleDeclaration>);
  Object.assign(button.style, {
    marginLeft: '0.5rem',
    padding: '0.125rem 0.5rem',
    border: '1px solid #ffffff',
    borderRadius: '0.25rem',
    background: '#ffffff',
    color: '#7c2d12',
    font: 'inherit',
    cursor: 'pointer',
  } satisfies Partial<CSSStyleDeclaration>);

  const render = () => {
    const words = doc.documentElement.lang.toLowerCase().startsWith('es') ? WORDS.es : WORDS.en;
    marker.setAttribute('aria-label', words.label);
    const parts = [];
    if (rules.length > 0) parts.push(`${words.label}: ${rules.map((r) => r.text).join('; ')}`);
    if (ignored.length > 0) parts.push(`${words.ignored} ${ignored.join('; ')}`);
    text.textContent = `${parts.join('. ')} —`;
    button.textContent = words.clear;
  };
  const languageChanges = new MutationObserver(render);
  button.addEventListener('click', () => {
    writeRules(doc, []);
    languageChanges.disconnect();
    marker.remove();
  });
  marker.append(text, button);
  render();
  doc.body.append(marker);
  languageChanges.observe(doc.documentElement, { attributes: true, attributeFilter: ['lang'] });
}
