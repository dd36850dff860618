import fastifyCompress from '@fastify/compress';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import path from 'node:path';
import { DEV_PREFIX } from './api-prefixes';
import { registerApiProxy } from './api-proxy';
import { NO_CACHE } from './cache-policy';
import { type RuntimeConfig } from './runtime-config';
import { htmlSecurityHeaders } from './security-headers';
import { serveBuild } from './static-files';

export interface ShellServerOptions {
  /** The shell's build folder (holds index.html). */
  distDir: string;
  /** The backend the API paths are forwarded to. */
  apiUrl: string;
  runtimeConfig: RuntimeConfig;
  logger?: FastifyServerOptions['logger'];
  /**
   * The HTTP status of a page address, from the app's route table (404 for an unknown route or a parameter that
   * fails validation), so the document's status agrees with what the page shows. Default: 200.
   */
  pageStatus?: (pathname: string, userAgent: string) => number;
}

const hasExtension = (url: string): boolean => /\.[^/]*$/.test(url.split('?')[0] ?? '');

/**
 * The page's routes live in the browser: a navigation, or any path that is not a file, gets index.html. A
 * missing file (say, a chunk from an old build) stays a 404, so the page sees a chunk load failure, not HTML.
 */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return (request.headers.accept ?? '').includes('text/html') || !hasExtension(request.url);
}

/** The shell's production server: its build, `/runtime-config.json`, and the API paths forwarded to the backend. */
export async function createShellServer(options: ShellServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  // The backend's answers are compressed here, per answer; the shell's files were compressed once, at build time
  // (`serveBuild`), so compression is registered in the API's own context only.
  await app.register(async (api) => {
    await api.register(fastifyCompress, { encodings: ['br', 'gzip'] });
    await registerApiProxy(api, options.apiUrl);
  });
  // Not the page either: a 404 says plainly that the development endpoints are not here.
  const notHere = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  app.all(DEV_PREFIX, notHere);
  app.all(`${DEV_PREFIX}/*`, notHere);

  // The shell's own files, in their own context so the page headers never touch the backend's answers.
  await app.register(async (site) => {
    const htmlHeaders = htmlSecurityHeaders(options.runtimeConfig);
    site.addHook('onSend', async (_request, reply, payload) => {
      if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.headers(htmlHeaders);
      return payload;
    });

    await serveBuild(site, path.resolve(options.distDir));

    site.get('/runtime-config.json', async (_request, reply) => {
      reply.header('cache-control', NO_CACHE).header('x-content-type-options', 'nosniff');
      return options.runtimeConfig;
    });

    site.setNotFoundHandler(async (request, reply) => {
      if (!wantsPage(request)) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      const pathname = request.url.split('?')[0] ?? '/';
      const status = options.pageStatus?.(pathname, request.headers['user-agent'] ?? '') ?? 200;
      return reply.code(status).header('cache-control', NO_CACHE).sendFile('index.html');
    });
  });
  return app;
}
