import { unstable_serialize } from 'swr';
import type { ApiCall } from '@shop/api/calls';
import {
  callKey,
  openingKeys,
  type AnswerOf,
  type CallKey,
  type OpeningAddress,
  type PageOpening,
  type ServerAnswer,
} from '@shop/platform';

/** Reads calls for the page's visitor (`serverCalls`): a call that fails has no answer and is drawn loading. */
export type ReadCalls = (keys: readonly CallKey[]) => Promise<ServerAnswer[]>;

/** What a page's declaration asked for (its keys, answered or not) and the answers it got. */
export interface OpeningAnswers {
  asked: CallKey[];
  answers: ServerAnswer[];
}

/**
 * The answers of what a page declares it opens with (decision 047), read in its steps' order: the first from the
 * address, then the second from the first's answers. No render is needed to find them.
 */
export async function openingAnswers(
  opening: PageOpening | undefined,
  at: OpeningAddress,
  read: ReadCalls,
  session: string,
): Promise<OpeningAnswers> {
  if (!opening) return { asked: [], answers: [] };
  const firstKeys = openingKeys(opening.calls(at), session);
  const first = await read(firstKeys);
  if (!opening.then) return { asked: firstKeys, answers: first };
  const answers = new Map(first.map(([key, data]) => [unstable_serialize(key), data]));
  // Typed per call by `AnswerOf`; the map holds each answer under the key its own call made.
  const answerOf = ((call: ApiCall, input: object) =>
    answers.get(unstable_serialize(callKey(call, input, session)))) as AnswerOf;
  const thenKeys = openingKeys(opening.then(at, answerOf), session);
  return { asked: [...firstKeys, ...thenKeys], answers: [...first, ...(await read(thenKeys))] };
}

/** The query of a page's address (`/pc?page=2` → `page=2`). */
export const queryOf = (url: string): URLSearchParams => new URLSearchParams(url.split('?')[1] ?? '');
