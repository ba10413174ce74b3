// One loader for the signed-in chrome, so the layout and the router's load of `_app`
// (src/routes/_app.tsx) share the same request.
type AppChromeModule = typeof import('./app-chrome');

let loaded: AppChromeModule | undefined;
let loading: Promise<AppChromeModule> | undefined;

/**
 * Starts loading the chrome's code once. A failure stays the answer: the layout shows the error
 * screen, and the page reloads for another try (`vite:preloadError` in src/main.tsx); asking again
 * at every render would loop while the connection is down.
 */
export function loadAppChrome(): Promise<AppChromeModule> {
  loading ??= import('./app-chrome').then((module) => (loaded = module));
  return loading;
}

/** The chrome's code once it has arrived: the layout then renders it without suspending. */
export function loadedAppChrome(): AppChromeModule | undefined {
  return loaded;
}
