import type { ServiceName } from './services';

/** What the fetchers need from the running app, supplied once at start-up by `configureApi`. */
export interface ApiRuntime {
  baseUrls: Record<ServiceName, string>;
  getUserToken: () => string | null;
  getEpayToken: () => string | null;
}

let runtime: ApiRuntime | null = null;

export function configureApi(next: ApiRuntime): void {
  runtime = next;
}

export function getApiRuntime(): ApiRuntime {
  if (!runtime) throw new Error('configureApi() must run before any service call');
  return runtime;
}

let unauthorizedHandler: () => void = () => undefined;

/**
 * What a 401 does (SPEC §8): the app registers "clear the session and go to /login" once the
 * router exists. Every service call reaches it through its fetcher, react-query or not.
 */
export function onUnauthorized(handler: () => void): void {
  unauthorizedHandler = handler;
}

export function reportUnauthorized(): void {
  unauthorizedHandler();
}
