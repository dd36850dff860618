import { NetworkError, TimeoutError } from './errors';
import type { Answer, Deadline } from './exchange';

/** How much of a request body has been sent so far, in bytes. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The part of XMLHttpRequest an upload uses (a test or another runtime can give its own). */
export type XhrFactory = () => XMLHttpRequest;

const abortError = () => new DOMException('The call was aborted', 'AbortError');

/**
 * One request through XMLHttpRequest, the only browser API that reports how much of a body has gone out (fetch
 * has no upload progress). Same contract as `exchange`: the body as text under a deadline and the caller's
 * signal; rejects with TimeoutError, the caller's AbortError or NetworkError; never retries.
 */
export function uploadExchange(
  createXhr: XhrFactory,
  url: string,
  init: { method: string; headers: Headers; body: XMLHttpRequestBodyInit },
  { timeoutMs, signal }: Deadline,
  onProgress: (progress: UploadProgress) => void,
): Promise<Answer> {
  if (signal?.aborted) return Promise.reject(abortError());
  return new Promise<Answer>((resolve, reject) => {
    const xhr = createXhr();
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const timer = setTimeout(() => {
      finish(() => reject(new TimeoutError(timeoutMs)));
      xhr.abort();
    }, timeoutMs);
    const onAbort = () => {
      finish(() => reject(abortError()));
      xhr.abort();
    };
    signal?.addEventListener('abort', onAbort, { once: true });

    xhr.open(init.method, url);
    init.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.addEventListener('progress', (event) => {
      if (!settled && event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener('load', () => finish(() => resolve({ status: xhr.status, text: xhr.responseText })));
    xhr.addEventListener('error', () => finish(() => reject(new NetworkError('network request failed', null))));
    xhr.addEventListener('abort', () => finish(() => reject(abortError())));
    xhr.send(init.body);
  });
}
