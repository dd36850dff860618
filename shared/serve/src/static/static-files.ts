import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor } from './cache-policy';

/**
 * Serves a build folder with the cache policy of `cache-policy.ts`. The build writes brotli 11 and gzip 9 files
 * beside each text file (`@shop/build`'s precompress step); a client that accepts one of them gets that file as it
 * is, so nothing is compressed per request (`preCompressed`), and a file without them goes out as it is. ETag and
 * Last-Modified stay on, so a `no-cache` file is revalidated with a cheap 304.
 */
export async function serveBuild(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', cacheControlFor(filePath));
      res.setHeader('x-content-type-options', 'nosniff');
    },
  });
  // Caches must keep the encodings apart. Added to what the server already varies on (Origin, for CORS).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.getHeader('cache-control') !== undefined && reply.statusCode < 400) {
      const vary = String(reply.getHeader('vary') ?? '');
      if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    return payload;
  });
}
