import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor } from './cache-policy';

/**
 * Serves a build folder with the cache policy of `cache-policy.ts`. ETag and Last-Modified stay on, so a
 * `no-cache` file is revalidated with a cheap 304.
 */
export async function serveBuild(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', cacheControlFor(filePath));
      res.setHeader('x-content-type-options', 'nosniff');
    },
  });
}
