import type { FastifyInstance } from 'fastify';

/** Listens on 127.0.0.1 only (a reverse proxy publishes the site) and closes cleanly on SIGINT/SIGTERM. */
export async function listenUntilStopped(app: FastifyInstance, port: number, label: string): Promise<void> {
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
  const address = await app.listen({ host: '127.0.0.1', port });
  console.log(`${label} listening on ${address}`);
}

/** A port from the environment, or the default when unset. */
export function portFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`not a port: ${value}`);
  return port;
}
