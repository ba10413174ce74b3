// The "Demo data" notice (mocks/README.md, "The sandbox"): on every page served against the
// sandbox, a slim strip saying the data is the demo's, with Reset demo data. Reset asks to
// confirm, restores the seed (every session signed before ends with it), signs this tab out and
// says "Demo data restored." on the login page. The local servers serve it to the page
// (scripts/sandbox-notice/plugin.ts); the app never imports it, so no production bundle holds it,
// and a page served against real services never shows it.

export const NOTICE_ID = 'courtyard-demo-notice';
/** Set before signing out after a reset, read once by the next page: "Demo data restored." */
const RESTORED_FLAG = 'courtyard-demo-restored';
export const RESET_PATH = '/__sandbox/reset';

// A development tool outside the app's i18n (it runs before the app and never ships): its own two
// languages, picked from the page's `lang`, which the app keeps in step with the chosen language.
const WORDS = {
  en: {
    label: 'Demo data',
    about: 'Demo data: a made-up community that keeps what you change.',
    reset: 'Reset demo data',
    question: 'Restore the demo data? Every change since is lost and everyone is signed out.',
    confirm: 'Restore demo data',
    cancel: 'Cancel',
    restoring: 'Restoring…',
    restored: 'Demo data restored.',
    failed: 'The demo data could not be restored. Try again.',
  },
  es: {
    label: 'Datos de demostración',
    about: 'Datos de demostración: una comunidad ficticia que guarda lo que usted cambia.',
    reset: 'Restablecer datos de demostración',
    question:
      '¿Restablecer los datos de demostración? Se pierde todo cambio hecho desde entonces y se cierran todas las sesiones.',
    confirm: 'Restablecer los datos',
    cancel: 'Cancelar',
    restoring: 'Restableciendo…',
    restored: 'Datos de demostración restablecidos.',
    failed: 'No se pudieron restablecer los datos de demostración. Inténtelo de nuevo.',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];
type State = 'idle' | 'asking' | 'restoring' | 'failed' | 'restored';

export function wordsFor(lang: string): Words {
  return lang.toLowerCase().startsWith('es') ? WORDS.es : WORDS.en;
}

/** Where signing out lives for this page: the embedded layout keeps its prefix. */
export function logoutPath(pathname: string): string {
  return pathname === '/embed' || pathname.startsWith('/embed/') ? '/embed/logout' : '/logout';
}

function button(doc: Document, primary: boolean): HTMLButtonElement {
  const element = doc.createElement('button');
  element.type = 'button';
  Object.assign(element.style, {
    padding: '0.125rem 0.5rem',
    border: '1px solid #1e3a5f',
    borderRadius: '0.25rem',
    background: primary ? '#1e3a5f' : '#ffffff',
    color: primary ? '#ffffff' : '#1e3a5f',
    font: 'inherit',
    cursor: 'pointer',
    minHeight: '1.75rem',
  } satisfies Partial<CSSStyleDeclaration>);
  return element;
}

export function startDemoNotice(win: Window): HTMLElement {
  const doc = win.document;
  doc.getElementById(NOTICE_ID)?.remove();
  const notice = doc.createElement('div');
  notice.id = NOTICE_ID;
  notice.setAttribute('role', 'region');
  Object.assign(notice.style, {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '0.25rem 0.75rem',
    padding: '0.25rem 0.75rem',
    background: '#e8f0fa',
    color: '#1e3a5f',
    borderBottom: '1px solid #b6c8e0',
    font: '500 0.8125rem/1.4 system-ui, sans-serif',
  } satisfies Partial<CSSStyleDeclaration>);
  const text = doc.createElement('span');
  const status = doc.createElement('span');
  status.setAttribute('role', 'status');
  const actions = doc.createElement('span');
  Object.assign(actions.style, { display: 'inline-flex', gap: '0.5rem', flexWrap: 'wrap' });
  const reset = button(doc, false);
  const confirm = button(doc, true);
  const cancel = button(doc, false);

  let restored = false;
  try {
    restored = win.sessionStorage.getItem(RESTORED_FLAG) === '1';
    win.sessionStorage.removeItem(RESTORED_FLAG);
  } catch {
    // Storage refused (a private window's policy): the notice still works, without the message.
  }
  let state: State = restored ? 'restored' : 'idle';

  const render = () => {
    const words = wordsFor(doc.documentElement.lang);
    notice.setAttribute('aria-label', words.label);
    text.textContent = state === 'asking' ? words.question : words.about;
    status.textContent =
      state === 'restored'
        ? words.restored
        : state === 'failed'
          ? words.failed
          : state === 'restoring'
            ? words.restoring
            : '';
    reset.textContent = words.reset;
    confirm.textContent = words.confirm;
    cancel.textContent = words.cancel;
    const asking = state === 'asking' || state === 'restoring';
    actions.replaceChildren(...(asking ? [confirm, cancel] : [reset]));
    confirm.disabled = state === 'restoring';
    cancel.disabled = state === 'restoring';
  };

  reset.addEventListener('click', () => {
    state = 'asking';
    render();
    confirm.focus();
  });
  cancel.addEventListener('click', () => {
    state = 'idle';
    render();
    reset.focus();
  });
  confirm.addEventListener('click', () => {
    if (state === 'restoring') return;
    state = 'restoring';
    render();
    void fetch(RESET_PATH, { method: 'POST', credentials: 'same-origin' })
      .then(
        (response) => {
          if (!response.ok) throw new Error(String(response.status));
          try {
            win.sessionStorage.setItem(RESTORED_FLAG, '1');
          } catch {
            // See above: the message is a courtesy.
          }
          win.location.assign(logoutPath(win.location.pathname));
        },
        () => {
          state = 'failed';
          render();
        },
      )
      .catch(() => {
        state = 'failed';
        render();
      });
  });

  notice.append(text, actions, status);
  render();
  doc.body.prepend(notice);
  new MutationObserver(render).observe(doc.documentElement, {
    attributes: true,
    attributeFilter: ['lang'],
  });
  return notice;
}
