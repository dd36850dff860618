import { NetworkError, TimeoutError } from './errors';

/** What came back: the HTTP status and the body as text (parsed by the caller, outside the deadline). */
export interface Answer {
  status: number;
  text: string;
}

export interface Deadline {
  timeoutMs: number;
  signal?: AbortSignal;
}

const abortError = () => new DOMException('The call was aborted', 'AbortError');

/**
 * One fetch, response body included, under a deadline and the caller's signal. The race against the abort
 * makes the timeout hold even for a `fetch` that ignores its signal or a body that never ends.
 * Rejects with TimeoutError, the caller's AbortError, or NetworkError (no answer); never retries.
 */
export async function exchange(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  { timeoutMs, signal: outer }: Deadline,
): Promise<Answer> {
  if (outer?.aborted) throw abortError();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', forwardAbort, { once: true });
  const stopped = new Promise<never>((_resolve, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
  });
  const work = (async () => {
    const response = await fetchImpl(url, { ...init, credentials: 'same-origin', signal: controller.signal });
    return { status: response.status, text: await response.text() };
  })();
  // Whichever of the two loses the race may still reject later; that outcome is already decided.
  work.catch(() => undefined);
  stopped.catch(() => undefined);
  try {
    return await Promise.race([work, stopped]);
  } catch (error) {
    if (timedOut) throw new TimeoutError(timeoutMs);
    if (outer?.aborted) throw abortError();
    throw new NetworkError('network request failed', null, { cause: error });
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forwardAbort);
  }
}
