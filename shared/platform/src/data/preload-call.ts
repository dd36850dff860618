import { mutate } from 'swr';
import type { ApiCall, CallInput } from '@shop/api/calls';
import { api } from '../api/client';
import { onSessionChange } from '../session/session-store';
import { callKey } from './call-key';
import { isFreshServerAnswer } from './server-answers';

/** How long a warm answer counts as fresh enough not to ask again on the next hover. */
const FRESH_MS = 10_000;
const warmedAt = new Map<string, number>();
// What was warmed for the last session says nothing about the next one's cache (it is dropped with the session).
onSessionChange(() => warmedAt.clear());

/**
 * Asks a GET call ahead of its page (on intent: hover or focus of a link) and puts the answer in SWR's cache under
 * the key `useCall` reads, so the page renders it at once and revalidates behind it. A 401 here sends nobody to
 * login (nobody asked for the page yet), and any failure is left for the page to show when it asks itself.
 */
export async function preloadCall<C extends ApiCall>(def: C, input: CallInput<C>): Promise<void> {
  const key = callKey(def, input as object);
  // The page came with this answer from the server.
  if (isFreshServerAnswer(key)) return;
  const id = JSON.stringify(key);
  const last = warmedAt.get(id);
  if (last !== undefined && Date.now() - last < FRESH_MS) return;
  warmedAt.set(id, Date.now());
  try {
    await mutate(key, api.call(def, input, { quietUnauthorized: true }), { revalidate: false });
  } catch {
    warmedAt.delete(id);
  }
}
