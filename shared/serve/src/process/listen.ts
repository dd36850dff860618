import type { FastifyInstance } from 'fastify';

/**
 * Where a server binds: `HOST`, by default 127.0.0.1 only (a reverse proxy on the same machine publishes the site);
 * `HOST=0.0.0.0` in a container whose port a proxy elsewhere reaches.
 */
export const hostFrom = (env: NodeJS.ProcessEnv = process.env): string => env.HOST || '127.0.0.1';

/** Listens on `host` and closes cleanly on SIGINT/SIGTERM. */
export async function listenUntilStopped(
  app: FastifyInstance,
  { host, port }: { host: string; port: number },
  label: string,
): Promise<void> {
  const stop = () => {
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
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
