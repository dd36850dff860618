import type { FastifyInstance } from 'fastify';
import { closeConnectionsWhileDraining, drainThenClose } from './shutdown';

/**
 * Where a server binds: `HOST`, by default 127.0.0.1 only (a reverse proxy on the same machine publishes the site);
 * `HOST=0.0.0.0` in a container whose port a proxy elsewhere reaches.
 */
export const hostFrom = (env: NodeJS.ProcessEnv = process.env): string => env.HOST || '127.0.0.1';

/**
 * Listens on `host` and stops on SIGINT/SIGTERM, exiting 0 once closed: at once by default; with `drainMs`, after
 * draining (`./shutdown.ts`, decision 057), so a rolling restart behind a balancer drops nobody.
 */
export async function listenUntilStopped(
  app: FastifyInstance,
  { host, port, drainMs = 0 }: { host: string; port: number; drainMs?: number },
  label: string,
): Promise<void> {
  closeConnectionsWhileDraining(app);
  const shutdown = drainThenClose(app, drainMs);
  const stop = (signal: NodeJS.Signals) => {
    if (drainMs > 0)
      console.log(`${label}: ${signal}, draining for ${drainMs} ms before closing (a second signal closes at once)`);
    shutdown.begin().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const address = await app.listen({ host, port });
  console.log(`${label} listening on ${address}`);
}

/** A port from the environment, or the default when unset. */
export function portFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`not a port: ${value}`);
  return port;
}
