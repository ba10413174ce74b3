import { ApiError, notOfferedHere, notSentWithoutToken } from './api-error';
import { getApiRuntime, reportUnauthorized } from './api-runtime';
import { capabilityOf, hasCapability } from './capabilities';
import { isUnauthorizedException } from './error-policy';
import {
  isOpenWithoutToken,
  servicePath,
  serviceTokenKind,
  serviceUrl,
  type ServiceName,
} from './services';

export interface UploadProgress {
  /** Bytes of the request body sent so far. */
  loaded: number;
  /** Bytes of the whole body, when the browser knows it. */
  total: number | null;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

function parseSuccessBody(xhr: XMLHttpRequest): unknown {
  if (xhr.status === 204 || xhr.status === 205) return undefined;
  const contentType = xhr.getResponseHeader('content-type') ?? '';
  const text = xhr.responseText;
  if (contentType.includes('json')) return text ? (JSON.parse(text) as unknown) : undefined;
  return text;
}

/**
 * POSTs a multipart form to one service and reports upload progress, which `fetch` cannot. It
 * behaves like that service's fetcher (src/lib/api/create-fetcher.ts): the generated URL's
 * service prefix becomes the runtime base URL, the service's bearer token is attached, the browser
 * writes the multipart boundary, failures reject with `ApiError` (status 0 without a response),
 * a 401 ends the session, and an abort rejects with an `AbortError` that react-query ignores.
 */
export function uploadWithProgress<T>(
  service: ServiceName,
  url: string,
  body: FormData,
  options: UploadOptions = {},
): Promise<T> {
  const { onProgress, signal } = options;
  const runtime = getApiRuntime();
  const path = servicePath(service, url);
  const token =
    serviceTokenKind[service] === 'epay' ? runtime.getEpayToken() : runtime.getUserToken();

  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const capability = capabilityOf(service, 'POST', path);
    if (capability && !hasCapability(capability)) {
      reject(notOfferedHere(capability));
      return;
    }
    if (!token && !isOpenWithoutToken(service, 'POST', path)) {
      reject(notSentWithoutToken());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => {
      xhr.abort();
    };
    const settle = () => signal?.removeEventListener('abort', onAbortSignal);

    xhr.open('POST', serviceUrl(runtime.baseUrls[service], path));
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json, application/problem+json, */*');
    xhr.upload.addEventListener('progress', (event) => {
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : null });
    });
    xhr.addEventListener('load', () => {
      settle();
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(parseSuccessBody(xhr) as T);
        } catch (error) {
          reject(new ApiError({ service, path, status: xhr.status, problem: null, cause: error }));
        }
        return;
      }
      if (xhr.status < 200 || xhr.status > 599) {
        reject(new ApiError({ service, path, status: 0, problem: null, message: 'No response' }));
        return;
      }
      // The same problem-details parsing as every other call, from the same Response shape.
      const response = new Response(xhr.status === 304 ? null : xhr.responseText || null, {
        status: xhr.status,
        statusText: xhr.statusText,
        headers: { 'content-type': xhr.getResponseHeader('content-type') ?? '' },
      });
      void ApiError.fromResponse(service, path, response).then((error) => {
        // SPEC §8: a 401 ends the session, except on the calls that log in or read settings.
        if (error.status === 401 && !isUnauthorizedException(service, path)) reportUnauthorized();
        reject(error);
      });
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new ApiError({ service, path, status: 0, problem: null, message: 'Network error' }));
    });
    xhr.addEventListener('timeout', () => {
      settle();
      reject(new ApiError({ service, path, status: 0, problem: null, message: 'Timed out' }));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(abortError());
    });
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    xhr.send(body);
  });
}
