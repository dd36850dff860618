import { mutate, unstable_serialize } from 'swr';
import type { CallKey } from './call-key';

/** One answer the shell's server read while rendering the page: the key `useCall` reads and the call's `data`. */
export type ServerAnswer = readonly [key: CallKey, data: unknown];

/**
 * How long an answer written into the page by the server counts as fresh: the hydrating page draws it and does not
 * ask the backend for it again (that is the point of rendering it on the server); a page opened after this asks.
 */
const FRESH_MS = 30_000;
const seededAt = new Map<string, number>();

/**
 * Puts the server's answers into SWR's cache before the page hydrates, under the keys `useCall` reads, so the first
 * render draws exactly what the server drew (no mismatch) and nothing is fetched again (`useServerAnswers`).
 */
export async function seedServerAnswers(answers: readonly ServerAnswer[], now: number = Date.now()): Promise<void> {
  await Promise.all(
    answers.map(([key, data]) => {
      seededAt.set(unstable_serialize(key), now);
      return mutate(key, data, { revalidate: false });
    }),
  );
}

/**
 * The answers as SWR's `fallback`, for the page's providers on the server and while the browser hydrates: SWR
 * draws a hydrating component from what it would have drawn on the server, which is the fallback, not the cache.
 * The keys carry the session (`callKey`), so no other session's page ever falls back on these.
 */
export function serverFallback(answers: readonly ServerAnswer[]): Record<string, unknown> {
  return Object.fromEntries(answers.map(([key, data]) => [unstable_serialize(key), data]));
}

/** True while an answer the server wrote into the page is fresh enough not to be asked for again on mount. */
export function isFreshServerAnswer(key: CallKey, now: number = Date.now()): boolean {
  const at = seededAt.get(unstable_serialize(key));
  return at !== undefined && now - at < FRESH_MS;
}
