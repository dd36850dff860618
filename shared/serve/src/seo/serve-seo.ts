import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readCatalogue, readShopGate } from './backend-reads';
import { keptBuild } from './kept-build';
import { robotsTxt } from './robots-txt';
import { storeSitemaps, type BuiltFile, type StoreSitemapFacts } from './store-sitemaps';

/** What the app tells the shell's server for crawlers (its route table's private pages, its product address). */
export interface SeoOptions {
  /**
   * The store's public origin (`SHOP_PUBLIC_URL`), for the absolute addresses robots.txt and sitemaps need. Never
   * taken from a request's Host: a forged one would be kept in the cached sitemap. Without it robots.txt names no
   * sitemap and `/sitemap.xml` answers 404.
   */
  publicOrigin?: string | undefined;
  /** Path prefixes robots.txt disallows (account, cart, checkout, after-sales, publish; `/pc/...` and root forms). */
  privatePaths: readonly string[];
  /** True for a page address whose document must not be indexed (`X-Robots-Tag: noindex`). */
  noindexPage?: (pathname: string, userAgent: string) => boolean;
  /** A product's canonical path (`/pc/product/<id>`). */
  productPath: (id: number) => string;
  /** Home's canonical path, the sitemap's first address (the app's: `/pc`); default `/`. */
  homePath?: string;
  /** How long a built sitemap is served before it is rebuilt behind the next request; default 10 minutes. */
  sitemapFreshMs?: number;
  /** How long the gate's state is believed; default 30 seconds. */
  gateFreshMs?: number;
  /** Products per backend call (the backend caps it); default 10,000. */
  catalogPageSize?: number;
  /** The protocol's limits per file, smaller in tests. */
  limits?: StoreSitemapFacts['limits'];
}

/** What the page documents need from the crawler rules: whether this one is kept out of indexes. */
export interface SeoPages {
  noindex(pathname: string, userAgent: string): boolean;
}

export const SITEMAP_FRESH_MS = 600_000;
const GATE_FRESH_MS = 30_000;
/** Crawlers may keep these a while: a changed gate or catalogue reaches them within minutes. */
const ROBOTS_CACHE = 'public, max-age=300';
const SITEMAP_CACHE = 'public, max-age=600';

const sendXml = (request: FastifyRequest, reply: FastifyReply, file: BuiltFile) => {
  reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', SITEMAP_CACHE);
  reply.header('vary', 'Accept-Encoding').header('x-content-type-options', 'nosniff');
  // A sitemap is for crawlers, not a page to be found in results itself.
  reply.header('x-robots-tag', 'noindex');
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    return reply.header('content-encoding', 'gzip').send(file.gzip);
  }
  return reply.send(file.xml);
};

/** `/robots.txt`, `/sitemap.xml` and `/sitemaps/<file>`, from the backend at `apiUrl`. */
export function serveSeo(app: FastifyInstance, apiUrl: string, options: SeoOptions): SeoPages {
  const { publicOrigin } = options;
  const gate = keptBuild(() => readShopGate(apiUrl), {
    freshMs: options.gateFreshMs ?? GATE_FRESH_MS,
    onError: (error) => app.log.warn({ err: error }, 'the shop gate could not be read; the last state stays'),
  });
  const sitemaps =
    publicOrigin &&
    keptBuild(
      async () =>
        storeSitemaps(await readCatalogue(apiUrl, options.catalogPageSize ?? 10_000), {
          publicOrigin,
          homePath: options.homePath ?? '/',
          productPath: options.productPath,
          limits: options.limits,
        }),
      {
        freshMs: options.sitemapFreshMs ?? SITEMAP_FRESH_MS,
        onError: (error) => app.log.warn({ err: error }, 'the sitemap could not be rebuilt; the last one is served'),
      },
    );
  // Read at start, so the first pages already know whether the shop is gated.
  app.addHook('onReady', async () => void gate.peek());

  const notFound = (reply: FastifyReply) =>
    reply.code(404).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send('Not Found');
  /** 503 while the backend cannot say (a crawler retries, and keeps its last robots.txt meanwhile). */
  const unavailable = (reply: FastifyReply) =>
    reply.code(503).header('retry-after', '60').type('text/plain; charset=utf-8').send('Service Unavailable');

  app.get('/robots.txt', async (_request, reply) => {
    const gated = await gate.get().catch(() => undefined);
    if (gated === undefined) return unavailable(reply);
    return reply
      .header('cache-control', ROBOTS_CACHE)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt({ publicOrigin, privatePaths: options.privatePaths, gated }));
  });

  /** The built sitemaps, or a reply already sent (no origin, a gated shop, a backend that cannot answer). */
  const builtOr = async (reply: FastifyReply) => {
    const gated = await gate.get().catch(() => undefined);
    if (!sitemaps || gated === true) return notFound(reply);
    if (gated === undefined) return unavailable(reply);
    const built = await sitemaps.get().catch((error: unknown) => {
      app.log.warn({ err: error }, 'the sitemap could not be built');
      return undefined;
    });
    return built ?? unavailable(reply);
  };
  app.get('/sitemap.xml', async (request, reply) => {
    const built = await builtOr(reply);
    return 'index' in built ? sendXml(request, reply, built.index) : built;
  });
  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const built = await builtOr(reply);
    if (!('index' in built)) return built;
    const file = built.files.get(request.params.file);
    return file ? sendXml(request, reply, file) : notFound(reply);
  });

  return {
    noindex: (pathname, userAgent) => gate.peek() === true || (options.noindexPage?.(pathname, userAgent) ?? false),
  };
}
