// One loader for the signed-in chrome, so the layout and the router's load of `_app`
// (src/routes/_app.tsx) share the same request.
type AppChromeModule = typeof import('./app-chrome');

let loaded: AppChromeModule | undefined;
let loading: Promise<AppChromeModule> | undefined;

/** Starts loading the chrome's code once; after a failure the next call tries again. */
export function loadAppChrome(): Promise<AppChromeModule> {
  loading ??= import('./app-chrome').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The chrome's code once it has arrived: the layout then renders it without suspending. */
export function loadedAppChrome(): AppChromeModule | undefined {
  return loaded;
}
