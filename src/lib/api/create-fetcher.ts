import {
  ApiError,
  isAbortError,
  notOfferedHere,
  notSentWithoutToken,
  sessionChanged,
} from './api-error';
import { getApiRuntime, reportUnauthorized } from './api-runtime';
import { capabilityOf, hasCapability } from './capabilities';
import { JSON_READ_ACCEPT, takeEarlyRead, untilAborted } from './early-reads';
import { isUnauthorizedException } from './error-policy';
import {
  isOpenWithoutToken,
  servicePath,
  serviceTokenKind,
  serviceUrl,
  type ServiceName,
} from './services';

/**
 * How long a read waits for the service to start answering. Without a limit a service that
 * accepts the connection and never answers leaves the screen loading forever; with it the read
 * fails like a dropped connection (status 0), so react-query retries it and the screen's own
 * error and Try again appear. Only reads (GET, HEAD): a payment or an upload that outlives the
 * limit may still have gone through, and "failed" would then be a lie (a pending button is not).
 */
export const REQUEST_TIMEOUT_MS = 30_000;
export const REQUEST_TIMEOUT_MESSAGE = 'The service did not answer in time.';

function isRead(init: RequestInit): boolean {
  const method = (init.method ?? 'GET').toUpperCase();
  return method === 'GET' || method === 'HEAD';
}

/**
 * A file endpoint's request names the file types it takes in Accept (problem details aside, and
 * perhaps the wildcard after them for "any other file"), and no JSON: its answer is the file, kept byte
 * for byte as a Blob (a text/csv read as text would be decoded and re-encoded on the way to the
 * disk). Requests are made so by fetchFile (file-download.ts).
 */
export function acceptsFile(headers: Headers): boolean {
  const accepted = (headers.get('Accept') ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase() ?? '')
    .filter((type) => type !== '' && type !== 'application/problem+json');
  return (
    accepted.some((type) => type !== '*/*') && accepted.every((type) => !type.includes('json'))
  );
}

/** Whether a read carries only what an early read sends: the token and the JSON reads' Accept. */
function sentAsEarlyReads(headers: Headers): boolean {
  for (const [name, value] of headers)
    if (name !== 'authorization' && !(name === 'accept' && value === JSON_READ_ACCEPT))
      return false;
  return true;
}

async function readBody(response: Response, asFile: boolean): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  if (asFile) return response.blob();
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
  const tokenKind = serviceTokenKind[service];

  return async function serviceFetch<T>(url: string, init: RequestInit = {}): Promise<T> {
    const runtime = getApiRuntime();
    const path = servicePath(service, url);
    // An extension call of a capability this deployment lacks would only meet a 404.
    const capability = capabilityOf(service, init.method ?? 'GET', path);
    if (capability && !hasCapability(capability)) throw notOfferedHere(capability);
    const headers = new Headers(init.headers);
    const token = tokenKind === 'epay' ? runtime.getEpayToken() : runtime.getUserToken();
    if (!token && !isOpenWithoutToken(service, init.method ?? 'GET', path))
      throw notSentWithoutToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // The browser must write the multipart boundary itself.
    if (init.body instanceof FormData) headers.delete('Content-Type');
    if (!headers.has('Accept')) headers.set('Accept', JSON_READ_ACCEPT);
    const address = serviceUrl(runtime.baseUrls[service], path);
    // A read the boot script sent exactly so, before this code had arrived (early-reads.ts).
    const early =
      isRead(init) && sentAsEarlyReads(headers) ? takeEarlyRead(address, token ?? null) : undefined;

    // A read gets its own signal: the caller's (react-query cancelling) is passed on to it, and
    // the timer aborts a hung read. (By hand: AbortSignal.any is too recent for older Safari.)
    const controller = isRead(init) ? new AbortController() : null;
    const timer = controller ? setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS) : undefined;
    const passOnCancel = () => controller?.abort(init.signal?.reason);
    if (controller && init.signal) {
      if (init.signal.aborted) passOnCancel();
      else init.signal.addEventListener('abort', passOnCancel, { once: true });
    }

    let response: Response;
    try {
      response = await (early && controller
        ? untilAborted(early, controller.signal)
        : fetch(address, {
            ...init,
            headers,
            ...(controller ? { signal: controller.signal } : {}),
          }));
    } catch (error) {
      if (init.signal?.aborted) throw error;
      // Not the caller's cancel, so an aborted read is the timer's.
      const timedOut = controller?.signal.aborted === true;
      if (isAbortError(error) && !timedOut) throw error;
      throw new ApiError({
        service,
        path,
        status: 0,
        problem: null,
        message: timedOut
          ? REQUEST_TIMEOUT_MESSAGE
          : error instanceof Error
            ? error.message
            : String(error),
        cause: error,
      });
    } finally {
      // The limit is on the service starting to answer: a large download may take its time.
      clearTimeout(timer);
    }
    // An answer to a request sent for a session that has since ended or changed belongs to nobody
    // on screen now: it is dropped like a cancelled request, and its 401 ends nothing.
    if (tokenKind === 'user' && token !== runtime.getUserToken()) throw sessionChanged();
    if (!response.ok) {
      const error = await ApiError.fromResponse(service, path, response);
      // SPEC §8: a 401 ends the session, except on the calls that log in or read settings.
      if (error.status === 401 && !isUnauthorizedException(service, path)) reportUnauthorized();
      throw error;
    }
    return (await readBody(response, acceptsFile(headers))) as T;
  };
}
