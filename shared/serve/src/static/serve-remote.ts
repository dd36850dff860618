import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { registerHealth } from '../process/health';
import { serveBuild } from './static-files';

export interface RemoteServerOptions {
  /** The remote's build folder (holds remoteEntry.js and mf-manifest.json). */
  distDir: string;
  /** Origins of the shell pages that load this remote (see `shellOrigins`). */
  allowedOrigins: readonly string[];
  logger?: FastifyServerOptions['logger'];
}

/**
 * A remote's production server: its build with the cache policy, and CORS for the shell's origins, because
 * the federation runtime fetches mf-manifest.json and the chunks are loaded with `crossorigin`.
 */
export async function createRemoteServer(options: RemoteServerOptions): Promise<FastifyInstance> {
  const distDir = path.resolve(options.distDir);
  const app = Fastify({ logger: options.logger ?? false });
  const allowed = new Set(options.allowedOrigins);
  registerHealth(app, 'remote', () => builtIdentity(distDir));

  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    reply.header('vary', 'Origin');
    if (origin !== undefined && allowed.has(origin)) reply.header('access-control-allow-origin', origin);
  });
  // Loading scripts and the manifest needs no preflight; answering one anyway keeps a stricter client working.
  app.options('/*', async (_request, reply) => {
    reply.header('access-control-allow-methods', 'GET, HEAD').header('access-control-max-age', '600').code(204);
  });

  // Its files were compressed at build time (brotli 11, gzip 9): `serveBuild` sends those, nothing per request.
  await serveBuild(app, distDir);
  return app;
}

/** The remote and build the folder holds now (read on each check: a deploy may replace the files in place). */
function builtIdentity(distDir: string): Record<string, unknown> | null {
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8')) as {
      name?: unknown;
      metaData?: { buildInfo?: { buildId?: unknown } };
    };
    return { remote: manifest.name ?? null, buildId: manifest.metaData?.buildInfo?.buildId ?? null };
  } catch {
    return null;
  }
}
