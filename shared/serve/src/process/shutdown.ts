import type { FastifyInstance } from 'fastify';

/**
 * How long a shell server keeps serving after SIGTERM with `/readyz` at 503 (decision 057): longer than a balancer
 * takes to notice (the documented nginx retries a refused or 503 page on the other shell at once; a balancer that
 * polls `/readyz` does so every second or two), short enough for a rolling restart of a fleet.
 */
export const DEFAULT_SHUTDOWN_DRAIN_MS = 5_000;

/** The servers that were told to stop and are draining: `/readyz` answers 503 for them. */
const draining = new WeakSet<FastifyInstance>();

export const isDraining = (app: FastifyInstance): boolean => draining.has(app);

/**
 * Ends a draining server's kept-alive connections with their answers, instead of cutting them when it closes: an
 * answer begun during the drain says `Connection: close`, and a connection whose answer was begun before it is
 * closed once that answer is out. Before fastify's own handler, so it holds for every route; registered before the
 * server listens.
 */
export function closeConnectionsWhileDraining(app: FastifyInstance): void {
  app.server.prependListener('request', (_request, response) => {
    if (draining.has(app)) {
      response.setHeader('connection', 'close');
      return;
    }
    response.once('finish', () => {
      if (draining.has(app)) setImmediate(() => app.server.closeIdleConnections());
    });
  });
}

/**
 * Stops a server politely (decision 057): `/readyz` says 503 at once, pages are served for `drainMs` more while a
 * balancer moves away, then the server stops accepting, closes its idle connections, finishes what is in flight
 * (fastify answers a request that still arrives on a busy connection 503, which the documented nginx retries on the
 * other shell) and resolves. A second signal during the drain skips the rest of it.
 */
export function drainThenClose(app: FastifyInstance, drainMs: number): { begin: () => Promise<void> } {
  let skipWait: (() => void) | undefined;
  let closing: Promise<void> | undefined;
  return {
    begin() {
      if (closing) {
        skipWait?.();
        return closing;
      }
      draining.add(app);
      closing = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, drainMs);
        skipWait = () => {
          clearTimeout(timer);
          resolve();
        };
      }).then(async () => {
        app.server.closeIdleConnections();
        await app.close();
      });
      return closing;
    },
  };
}
