import type { CallKey } from '@shop/platform';

/** Told of a call a server render asked for that its page does not declare in `opening` (decision 047). */
export type UndeclaredCall = (page: string, key: CallKey) => void;

/**
 * Counts, per page and call, the calls server renders asked for that were not declared: they are drawn loading, as
 * the browser draws them before it asks, and the page is no longer complete on the server. The first of each is
 * logged, so a missing declaration shows in the server's log once rather than on every page.
 */
export function undeclaredCalls(log: (message: string) => void = (message) => console.warn(message)) {
  const counts = new Map<string, number>();
  const note: UndeclaredCall = (page, key) => {
    const name = `${page} ${key[0]}`;
    const count = (counts.get(name) ?? 0) + 1;
    counts.set(name, count);
    if (count === 1)
      log(`server rendering: ${page} asked for ${key[0]}, which its opening does not declare; drawn loading`);
  };
  return { note, counts: (): ReadonlyMap<string, number> => counts };
}
