import { ApiError, isAbortError } from './api-error';
import { getApiRuntime, reportUnauthorized } from './api-runtime';
import { isUnauthorizedException } from './error-policy';
import { serviceKeyPrefix, serviceTokenKind, type ServiceName } from './services';

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('json')) {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  }
  if (contentType.startsWith('text/')) return response.text();
  return response.blob();
}

/**
 * Makes the fetcher one service's generated hooks call: resolves the service prefix to the
 * runtime base URL, attaches the right bearer token, leaves FormData bodies to the browser, and
 * turns every failure into an `ApiError` (aborts stay aborts, so react-query can ignore them).
 */
export function createServiceFetcher(service: ServiceName) {
  const prefix = serviceKeyPrefix[service];
  const tokenKind = serviceTokenKind[service];

  return async function serviceFetch<T>(url: string, init: RequestInit = {}): Promise<T> {
    const runtime = getApiRuntime();
    const path = url.startsWith(prefix) ? url.slice(prefix.length) : url;
    const base = runtime.baseUrls[service].replace(/\/+$/, '');
    const headers = new Headers(init.headers);
    const token = tokenKind === 'epay' ? runtime.getEpayToken() : runtime.getUserToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // The browser must write the multipart boundary itself.
    if (init.body instanceof FormData) headers.delete('Content-Type');
    if (!headers.has('Accept'))
      headers.set('Accept', 'application/json, application/problem+json, */*');

    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { ...init, headers });
    } catch (error) {
      if (isAbortError(error) || init.signal?.aborted) throw error;
      throw new ApiError({
        service,
        path,
        status: 0,
        problem: null,
        message: error instanceof Error ? error.message : String(error),
        cause: error,
      });
    }
    if (!response.ok) {
      const error = await ApiError.fromResponse(service, path, response);
      // SPEC §8: a 401 ends the session, except on the calls that log in or read settings.
      if (error.status === 401 && !isUnauthorizedException(service, path)) reportUnauthorized();
      throw error;
    }
    return (await readBody(response)) as T;
  };
}
