import type { ServerError } from './signal-wire';

/**
 * The kinds a shell server sees itself in the documented topology: the API proxy's 5xx (or a backend out of reach)
 * answering a page, and a server render that threw or ran out of time. Never `chunk-404`: the remotes' files are
 * served by the CDN (docs/deployment.md), and no request for one reaches a shell server.
 */
export const SEEN_BY_SHELLS = ['api-5xx', 'render-failed'] as const;

/** One thing a shell server saw go wrong itself for a build, before it is counted. */
export type ServerErrorSeen = Omit<ServerError, 'c' | 'k'> & { k: (typeof SEEN_BY_SHELLS)[number] };

/** Builds × kinds a batch holds at most (the wire's bound); past it, sightings wait for the next batch's room. */
const MOST_KEPT = 1_000;
/** The wire's bound of one count. */
const MOST_COUNTED = 1_000_000;

/**
 * What a shell server saw itself since its last batch, counted per remote, build and kind: the batch's `e`
 * (`signal-wire.ts`). `take` empties it.
 */
export function serverErrorTally() {
  const counts = new Map<string, ServerError>();
  return {
    add(seen: ServerErrorSeen): void {
      const key = `${seen.r}\u0000${seen.b}\u0000${seen.k}`;
      const counted = counts.get(key);
      if (counted) counted.c = Math.min(MOST_COUNTED, counted.c + 1);
      else if (counts.size < MOST_KEPT) counts.set(key, { ...seen, c: 1 });
    },
    take(): ServerError[] {
      const taken = [...counts.values()];
      counts.clear();
      return taken;
    },
    get size() {
      return counts.size;
    },
  };
}
