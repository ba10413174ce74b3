import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { configureApi } from '@/lib/api/api-runtime';
import { setCapabilities } from '@/lib/api/capabilities';
import { getEpayToken } from '@/lib/api/epay-token';
import { initI18n, startupNamespaces } from '@/lib/i18n';
import { warmUpIntl } from '@/lib/intl-warm-up';
import { initialLanguage, isLanguage } from '@/lib/language';
import {
  $token,
  appStarted,
  featureFlagListsConfigured,
  persistSession,
} from '@/entities/session/model';
import { usableToken } from '@/entities/session/lib/token';
import { serviceNow } from '@/lib/service-clock';
import { isErrorScreenShown } from '@/lib/error-screen';
import { isOnDemandImportLoading } from '@/lib/on-demand-import';
import { yieldToMain } from '@/lib/yield-to-main';
import { createApp } from './app/bootstrap';
import { AppProvider } from './app/provider';
import { ConfigError, loadRuntimeConfig, type RuntimeConfig } from './app/config';
import { isEmbedPath, setEmbeddedMode } from './app/embed';
import { setRuntimeConfig } from './app/runtime-config';
import { pressedAttribute } from './app/prerender/markers';
import { isReadyToTakeOver, takeOverPrerenderedPage } from './app/prerender/takeover';
import './index.css';

// The app's code is here: index.html's "could not load" banner must not show (from here on the app
// says what fails, its error screens and the reload below).
document.getElementById('boot-failed')?.remove();

// A route's chunk that fails to load (a new deployment removed it, the connection dropped) reloads
// the page once; a second failure within a minute is left to the router's error screen, never an
// empty root.
let reloadWhenOnline = false;
// Until the app renders, a failed chunk has nothing on screen to recover into.
let rendered = false;
window.addEventListener('vite:preloadError', (event) => {
  // Code a press or the chrome asked for (a PDF receipt, the toaster) fails where it was asked: a
  // reload would lose the page it was asked on (src/lib/on-demand-import.ts). The event does not
  // say whose load failed: while such a load is on its way, this one may be a route's.
  const onDemand = isOnDemandImportLoading();
  if (!navigator.onLine) {
    // A reload now would show the browser's offline page: it waits for the connection, and then
    // only if the failure is on screen (a hovered link's preload is simply tried again later, a
    // piece of the chrome stays missing).
    if (!onDemand) event.preventDefault();
    if (reloadWhenOnline) return;
    reloadWhenOnline = true;
    window.addEventListener(
      'online',
      () => {
        reloadWhenOnline = false;
        if (!rendered || isErrorScreenShown()) window.location.reload();
      },
      { once: true },
    );
    return;
  }
  if (onDemand) return;
  const key = 'courtyard-chunk-reload';
  const last = Number(sessionStorage.getItem(key) ?? '0');
  if (Date.now() - last < 60_000) return;
  sessionStorage.setItem(key, String(Date.now()));
  event.preventDefault();
  window.location.reload();
});

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html lacks #root');
const root = createRoot(rootElement);
// The first commits are empty while the first page's code, translations and session load (and the
// first page mounts as a transition, src/routes/__root.tsx): index.html's static "Loading…" goes
// with the first commit that puts text on screen (the page, its layout's loading status, an error
// screen or the configuration error page), before that frame paints. A prerendered page stays
// until the app's page (or, signed in, its chrome) is there (src/app/prerender/takeover.ts).
removeBootStatusOnceReplaced(rootElement);

/**
 * index.html's static "Loading…" (or a prerendered page, src/app/prerender), kept until
 * something stands in its place.
 */
function removeBootStatusOnceReplaced(container: HTMLElement): void {
  const observer = new MutationObserver(() => {
    const status = document.getElementById('boot-status');
    if (!status) {
      observer.disconnect();
      return;
    }
    if (!isReadyToTakeOver(status, container)) {
      // Looked at again when a press on the prerendered page ends (re-observing a node only
      // renews its options; the page is a new node after a switch of language).
      observer.observe(status, { attributes: true, attributeFilter: [pressedAttribute] });
      return;
    }
    observer.disconnect();
    // A language chosen on the prerendered page once the app had started in the visit's: the app
    // follows it, as its own switch would (the choice is already remembered).
    const chosen = status.getAttribute('lang');
    takeOverPrerenderedPage(status, container);
    if (isLanguage(chosen) && chosen !== i18next.language) void i18next.changeLanguage(chosen);
  });
  observer.observe(container, { childList: true, subtree: true, characterData: true });
}

async function boot(): Promise<void> {
  // The start-up translations do not depend on the configuration: fetched side by side with it,
  // the first page waits one round trip less (npm run bench, README "Performance").
  const translations = initI18n(startupNamespaces);
  // A bad configuration renders its own page and never awaits them.
  void translations.catch(() => undefined);
  // ICU's data loads on a worker's thread from here on (else in tasks of its own), not inside the
  // first answers' tasks.
  warmUpIntl(initialLanguage());
  let config: RuntimeConfig;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    const problems = error instanceof ConfigError ? error.problems : [String(error)];
    const retryable = error instanceof ConfigError && error.retryable;
    console.error('Invalid runtime configuration', problems);
    const { ConfigErrorPage } = await import('./app/config-error-page');
    root.render(<ConfigErrorPage problems={problems} retryable={retryable} />);
    return;
  }
  // Start-up runs in tasks of its own between its heavy steps (reading the configuration, adding
  // the translations, building the router, the first render), so a phone never meets one long
  // task of all of them (npm run bench: TBT).
  await yieldToMain();
  setRuntimeConfig(config);
  setCapabilities(config.capabilities);
  configureApi({
    baseUrls: config.services,
    // A token past its `exp` is never sent (the session ends with it, entities/session/model.ts).
    getUserToken: () => usableToken($token.getState(), serviceNow()),
    getEpayToken,
  });
  const embedded = isEmbedPath(window.location.pathname);
  setEmbeddedMode(embedded);
  // Styles of the framed page set (src/index.css).
  document.documentElement.toggleAttribute('data-embedded', embedded);
  persistSession();
  featureFlagListsConfigured({
    pmbCustomers: config.pmbCustomers,
    docsCustomers: config.docsCustomers,
  });
  await translations;
  await yieldToMain();
  const app = createApp(config, embedded);
  await yieldToMain();
  appStarted();
  rendered = true;
  // The router's first load (matching, the routes' translations and code) starts in this task and
  // React's first render in the next, not both in one long task (npm run bench: TBT). The router
  // takes its React transitions over when it mounts, a load still under way included.
  // The error screen has to be at hand when the connection drops: it loads as soon as the first
  // page has (on idle time it came up to 5 s later, and a drop then showed the router's bare
  // fallback, in English).
  const errorScreen = app.router.routeTree.options.errorComponent || undefined;
  void app.router.load().then(
    () => errorScreen?.preload?.(),
    (error: unknown) => {
      console.error(error);
    },
  );
  await yieldToMain();
  root.render(
    <StrictMode>
      <AppProvider app={app} config={config} />
    </StrictMode>,
  );
}

void boot();
