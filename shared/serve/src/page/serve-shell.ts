import fastifyCompress from '@fastify/compress';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DEV_PREFIX } from '../api-proxy/api-prefixes';
import { registerApiProxy } from '../api-proxy/api-proxy';
import { NO_CACHE, PRIVATE_NO_STORE } from '../static/cache-policy';
import { registerHealth } from '../process/health';
import { DEFAULT_WARM_UP_MS, keepWarm, type Warmth } from '../rendering/keep-warm';
import { pageDocument, pageTemplateFile, renderedDocument } from './page-document';
import { registerPreviewEntry, type PreviewEntryTextsFor } from './preview-entry';
import { cookieOf } from '@shop/platform/cookie-header';
import {
  DEV_OVERRIDE_COOKIE,
  verifyDevOverride,
  withDevOverride,
  type DevOverride,
} from '../runtime-config/dev-override';
import type { Shopper } from '../runtime-config/runtime-config-source';
import { shopperIds, type ShopperVisit } from '../runtime-config/shopper-bucket';
import { signalsGate, type SignalsGateOptions } from '../signals/signals-gate';
import { signalsToken } from '../signals/signals-token';
import { MAX_BEACON_BYTES } from '../signals/shopper-signals';
import type { ForwardedSignal } from '../signals/signal-wire';
import type { Rate } from '../signals/rate-per-key';
import type { ServerErrorSeen } from '../signals/server-errors';
import { createPageHead, type PagePreloadsFor, type PageRequest } from './route-preloads';
import { type RuntimeConfig } from '../runtime-config/runtime-config';
import { contentSecurityPolicy, htmlSecurityHeaders } from './security-headers';
import { serveBuild } from '../static/static-files';
import { DEFAULT_RENDER_BUDGET_MS, isWhole, type RenderedPage, type RenderPage } from '../rendering/server-rendering';
import { cachedRendering, type RenderOutcome } from '../rendering/cached-rendering';
import type { RenderCacheSettings } from '../rendering/render-cache';
import { redisPages, type RedisPagesOptions } from '../rendering/redis-pages';
import { serveSeo, type SeoOptions } from '../seo/serve-seo';

export interface ShellServerOptions {
  /** The shell's build folder (holds index.html). */
  distDir: string;
  /** The backend the API paths are forwarded to. */
  apiUrl: string;
  /**
   * The remotes' addresses: fixed, or asked for on every page and `/runtime-config.json` request, so a changed
   * configuration (and the page's CSP, which follows it) is live without a restart (`runtimeConfigSource`).
   */
  runtimeConfig: RuntimeConfig | ((shopper?: Shopper) => RuntimeConfig);
  /**
   * Every address a page may be given (a canary's beside the live build's), which the pages' CSP allows. Default:
   * the configuration without a bucket.
   */
  everyAddress?: () => RuntimeConfig;
  /** The builds whose server code may run here (never a preview's, decision 054): the warm-up's. Default: the configuration. */
  runnable?: () => RuntimeConfig;
  logger?: FastifyServerOptions['logger'];
  /**
   * The HTTP status of a page address, from the app's route table (404 for an unknown route or a parameter that
   * fails validation), so the document's status agrees with what the page shows. Default: 200.
   */
  pageStatus?: (pathname: string, userAgent: string) => number;
  /**
   * What a page address needs first (its remote's chunks, its opening calls), from the app's route table: preloaded
   * from the HTML (`route-preloads.ts`). The runtime configuration is always written into the page.
   */
  pagePreloads?: PagePreloadsFor;
  /**
   * True for a page request that belongs to one person, as the app knows it (a signed-in customer's session
   * cookie): its document, rendered or not, is sent `private, no-store`, and its render is never kept by the render
   * cache, whatever `renderPage.variantOf` says (decision 046). Default: no page is.
   */
  privatePage?: (request: PageRequest) => boolean;
  /**
   * The app's server rendering (decision 038): a page's markup and state, streamed into the document. A page it
   * does not render (null), or that fails or takes over `renderBudgetMs`, is sent as before, for the browser.
   */
  renderPage?: RenderPage;
  /** Default 300 ms (`DEFAULT_RENDER_BUDGET_MS`). */
  renderBudgetMs?: number;
  /** Pages rendered at once; default 2 (`DEFAULT_RENDER_CONCURRENCY`). */
  renderConcurrency?: number;
  /**
   * The cache of rendered pages (decision 044): a visitor's page rendered once is served to the next visitors of
   * the same address, language, device, gate state and builds. Default: none (every page rendered).
   */
  renderCache?: RenderCacheSettings & {
    /**
     * The Redis the shell servers of a fleet share their rendered pages in (decision 045), in front of which each
     * keeps its own: its address (`redis://`, `rediss://`) and how long a page waits for it at most.
     */
    redis?: Pick<RedisPagesOptions, 'url' | 'timeoutMs'>;
  };
  /**
   * Shoppers' signals: shoppers' ids are issued and signed with `secret` (`runtime-config/shopper-bucket.ts`, at most
   * `newIdsPerNetwork` new ones per client network), every configuration answered to an issued id carries a token
   * signed with it (`signals/signals-token.ts`), and `POST /shop-signals` takes beacons with one
   * (`signals/signals-gate.ts`) and gives their signals to `forward` (the release registry); what this server sees
   * go wrong itself for a page's builds goes to `sawError` (decision 056). Without, pages get no token and beacons
   * are dropped.
   */
  signals?: SignalsGateOptions & {
    forward: (signals: ForwardedSignal[]) => void;
    sawError?: (seen: ServerErrorSeen) => void;
    newIdsPerNetwork?: Rate;
  };
  /**
   * How long the first warm-up may hold `/readyz` at 503 (decision 048); default `DEFAULT_WARM_UP_MS`. The server
   * answers pages meanwhile, for a balancer that does not ask.
   */
  warmUpMs?: number;
  /**
   * The proxies whose `X-Forwarded-For` is believed (fastify's `trustProxy`): the address a beacon's rate is counted
   * by. Default: none, so a client cannot name another address to get round its rate.
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /**
   * `/robots.txt`, `/sitemap.xml` and its files, and which documents are sent `noindex` (the app's private pages,
   * every page while the shop's password gate is on). Without, the build's own robots.txt, if any, is served.
   */
  seo?: SeoOptions;
  /**
   * The words of `GET /__preview`, the page where a preview or staff key is pasted (decision 059), in the visitor's
   * language: the app's translations. Without, that page is not served (`POST /__preview` still is).
   */
  previewEntry?: PreviewEntryTextsFor;
  /**
   * Developer overrides (decision 065), on only when the store is given `SHOP_DEV_OVERRIDE_SECRET` (never in
   * production): a browser holding a token signed with `secret` gets one remote from the developer's dev server.
   */
  devOverride?: { secret: string; now?: () => number };
}

/** Written into the head of a document kept out of search indexes, beside its `X-Robots-Tag` header. */
const NOINDEX_META = '<meta name="robots" content="noindex">';

const hasExtension = (url: string): boolean => /\.[^/]*$/.test(url.split('?')[0] ?? '');

/**
 * The page's routes live in the browser: a navigation, or any path that is not a file, gets index.html. A
 * missing file (say, a chunk from an old build) stays a 404, so the page sees a chunk load failure, not HTML.
 */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return (request.headers.accept ?? '').includes('text/html') || !hasExtension(request.url);
}

/** The page headers of a configuration, worked out once per configuration rather than once per page. */
function headersFollowing(config: () => RuntimeConfig): () => Record<string, string> {
  let seen: RuntimeConfig | null = null;
  let headers: Record<string, string> = {};
  return () => {
    const now = config();
    if (now !== seen) {
      seen = now;
      headers = htmlSecurityHeaders(now);
    }
    return headers;
  };
}

/** A request answered with the page: a navigation, `/`, `/index.html`, or any path the single-page fallback takes. */
const isPageAddress = (request: FastifyRequest): boolean => {
  const pathname = request.url.split('?')[0] ?? '/';
  return pathname === '/' || pathname.endsWith('.html') || wantsPage(request);
};

/**
 * Every page document varies with these: the locale (cookie, then `Accept-Language`), the device (user agent) and
 * the session (cookie) choose its preloads and, rendered, its markup. Sent on every document, rendered or not, so a
 * cache in between never gives one shopper's document to another (decision 046).
 */
const PAGE_VARY = 'Cookie, Accept-Language, User-Agent';

/** The shell's production server: its build, `/runtime-config.json`, and the API paths forwarded to the backend. */
export async function createShellServer(options: ShellServerOptions): Promise<FastifyInstance> {
  const { runtimeConfig } = options;
  const currentConfig = typeof runtimeConfig === 'function' ? runtimeConfig : () => runtimeConfig;
  const everyAddress = options.everyAddress ?? (() => currentConfig());
  const distDir = path.resolve(options.distDir);
  // Before anything is opened: a build the server cannot make pages from stops its start, leaving nothing running.
  const template = pageTemplateFile(path.join(distDir, 'index.html'));
  const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false });
  /** Whether the warm-up made the server ready (`keepWarm`); a server without server rendering is ready at once. */
  let warmth = (): Warmth => ({ ready: true });
  registerHealth(
    app,
    'shell',
    () => (existsSync(path.join(distDir, 'index.html')) ? {} : null),
    () => warmth(),
  );
  const overrides = options.devOverride;
  /** The override a request's browser holds, when overrides are on and its token is good; else none, silently. */
  const overrideOf = (request: FastifyRequest, config: RuntimeConfig): DevOverride | null =>
    overrides
      ? verifyDevOverride(
          overrides.secret,
          cookieOf(request.headers.cookie, DEV_OVERRIDE_COOKIE),
          config.remotes,
          (overrides.now ?? Date.now)(),
        )
      : null;
  /** The developer's origin of each page given an override: its CSP, and its CSP only, allows that origin. */
  const developerOf = new WeakMap<FastifyRequest, string>();
  /** A request's configuration: its shopper's, with the developer's remote for a browser holding an override. */
  const configOf = (request: FastifyRequest, shopper?: Shopper): RuntimeConfig => {
    const config = currentConfig(shopper);
    const override = overrideOf(request, config);
    if (!override) return config;
    developerOf.set(request, override.origin);
    return withDevOverride(config, override);
  };
  const signals = options.signals;
  const shoppers = shopperIds({ secret: signals?.secret, now: signals?.now, perNetwork: signals?.newIdsPerNetwork });
  /**
   * Counts what this server saw go wrong itself against the builds of the page it served: every build of that
   * configuration (which remote's code caused it is not known here). Never a preview's: it is not judged.
   */
  const sawFor = (config: RuntimeConfig, k: ServerErrorSeen['k']) => {
    if (!signals?.sawError || config.preview) return;
    for (const [r, b] of Object.entries(config.builds ?? {})) signals.sawError({ r, b, k });
  };
  // The backend's answers are compressed here, per answer; the shell's files were compressed once, at build time
  // (`serveBuild`), so compression is registered in the API's own context only.
  await app.register(async (api) => {
    await api.register(fastifyCompress, { encodings: ['br', 'gzip'] });
    // A 5xx (the proxy's own 502 for a backend out of reach among them) counts against the builds of the calling
    // page: those its shopper is given, by the id this store issued them, so nobody can blame a build by a cookie.
    api.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode < 500 || !signals?.sawError) return;
      const shopper = shoppers.issuedShopper(request);
      if (shopper) sawFor(configOf(request, shopper), 'api-5xx');
    });
    await registerApiProxy(api, options.apiUrl);
  });
  // Not the page either: a 404 says plainly that the development endpoints are not here.
  const notHere = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  // Shoppers' beacons (sendBeacon sends text/plain): checked here, passed on, answered at once. A dropped beacon
  // is answered the same, so a sender learns nothing from the answer.
  const checkBeacon = signals && signalsGate(signals);
  app.post('/shop-signals', { bodyLimit: MAX_BEACON_BYTES }, async (request, reply) => {
    const taken = checkBeacon?.(request.body, request.ip) ?? [];
    if (taken.length > 0) signals?.forward(taken);
    return reply.code(204).header('cache-control', 'no-store').send();
  });
  /**
   * The signals token of one answer, for the builds this configuration gives: per answer, never on the shared
   * configuration object (one per mix of builds, `runtime-config/runtime-config-source.ts`). A preview's page reports nothing,
   * nor does a shopper without an id this store issued.
   */
  const tokenFor = (config: RuntimeConfig, shopper: ShopperVisit): string | undefined =>
    signals && shopper.id && !config.preview
      ? signalsToken(signals.secret, { shopper: shopper.id, builds: config.builds ?? {} }, (signals.now ?? Date.now)())
      : undefined;
  app.all(DEV_PREFIX, notHere);
  app.all(`${DEV_PREFIX}/*`, notHere);
  // The shoppers' metrics are on an internal listener only (`SHOP_METRICS_PORT`); here the single-page fallback
  // would answer the address with the page, and a scraper pointed at the store would read a 200 of HTML.
  app.all('/metrics', notHere);
  const seo = options.seo && serveSeo(app, options.apiUrl, options.seo);

  // The shell's own files, in their own context so the page headers never touch the backend's answers.
  await app.register(async (site) => {
    const htmlHeaders = headersFollowing(everyAddress);
    /** The nonce of each page rendered on the server, for its CSP. */
    const renderedWith = new WeakMap<FastifyRequest, string>();
    // A page is always sent whole, never as a 304: its CSP follows the runtime configuration, and browsers keep
    // the stored `content-*` headers of a page revalidated with a 304 (Chrome does), so a re-pointed remote's
    // origin would stay blocked. The page is about 1 KB.
    site.addHook('onRequest', async (request) => {
      if (!isPageAddress(request)) return;
      delete request.headers['if-none-match'];
      delete request.headers['if-modified-since'];
    });
    site.addHook('onSend', async (request, reply, payload) => {
      if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
      reply.headers(htmlHeaders());
      const nonce = renderedWith.get(request);
      const developer = developerOf.get(request);
      if (nonce || developer) {
        reply.header('content-security-policy', contentSecurityPolicy(everyAddress(), nonce, developer));
      }
      reply.removeHeader('etag');
      reply.removeHeader('last-modified');
      return payload;
    });

    // The page is written per request (its preloads and configuration), so it alone is compressed per answer;
    // the files were compressed at build time (`serveBuild`).
    await site.register(fastifyCompress, { global: false, encodings: ['br', 'gzip'] });
    await serveBuild(site, distDir);

    await registerPreviewEntry(site, options.previewEntry, overrides !== undefined);

    site.get('/runtime-config.json', async (request, reply) => {
      reply.header('x-content-type-options', 'nosniff');
      // The configuration alone never issues an id: a token goes only to one a page document issued.
      const shopper = shoppers.shopperOf(request, reply, false);
      const config = configOf(request, shopper);
      reply.header('cache-control', config.preview ? PRIVATE_NO_STORE : NO_CACHE);
      const token = tokenFor(config, shopper);
      return token ? { ...config, signalsToken: token } : config;
    });

    const pageHead = createPageHead(options.pagePreloads);
    const { redis, ...renderCache } = options.renderCache ?? { bytes: 0, freshMs: 0, staleMs: 0 };
    // Redis going away or coming back is said once each, not once per page.
    const shared =
      options.renderPage && redis && renderCache.bytes > 0
        ? redisPages({ ...redis, log: (line) => app.log.warn(line) })
        : undefined;
    if (shared) app.addHook('onClose', async () => shared.close());
    const render =
      options.renderPage &&
      cachedRendering(options.renderPage, {
        budgetMs: options.renderBudgetMs ?? DEFAULT_RENDER_BUDGET_MS,
        concurrency: options.renderConcurrency,
        ...renderCache,
        shared,
        log: (line) => app.log.warn(line),
      });
    if (render && options.renderPage) {
      const warming = keepWarm({
        render: options.renderPage,
        fill: render.fill,
        config: () => currentConfig(),
        runnable: options.runnable ?? (() => currentConfig()),
        limitMs: options.warmUpMs ?? DEFAULT_WARM_UP_MS,
        log: app.log,
      });
      warmth = warming.warmth;
      app.addHook('onClose', async () => warming.stop());
    }
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const userAgent = request.headers['user-agent'] ?? '';
      const routeStatus = options.pageStatus?.(pathname, userAgent) ?? 200;
      const pageRequest = {
        url: request.url,
        pathname,
        userAgent,
        cookie: request.headers.cookie ?? '',
        acceptLanguage: request.headers['accept-language'] ?? '',
        nonce: randomBytes(16).toString('base64'),
      };
      const personal = options.privatePage?.(pageRequest) ?? false;
      // One configuration for the whole page load: the page never mixes builds of one remote.
      const shopper = shoppers.shopperOf(request, reply, request.method === 'GET');
      const config = configOf(request, shopper);
      // A view for one browser runs no server code here and is never kept: a preview's builds have not passed
      // verification, and the staff view is one person's (decision 059). Nor is a page of another status kept
      // (decision 044).
      const { page: drawn, outcome }: { page: RenderedPage | null; outcome: RenderOutcome } =
        render && routeStatus === 200 && request.method === 'GET' && !config.preview
          ? await render(
              pageRequest,
              config,
              (error) => {
                request.log.warn({ err: error, url: request.url }, 'server rendering failed; the browser renders it');
                sawFor(config, 'render-failed');
              },
              personal,
            )
          : { page: null, outcome: 'bypass' };
      if (render) reply.header('x-shop-render', outcome);
      // What the page shows does not exist (an opening call said so): a 404 from the first response, for the
      // browser to draw its "Page not found" (spec 8). A page drawn while a call failed is not sent as drawn
      // either: its loading state is no answer for a shopper nor a crawler (decision 053).
      const status = drawn?.status === 404 ? 404 : routeStatus;
      const rendered = drawn && isWhole(drawn) ? drawn : null;
      // A page the server did not render: its own opening calls are preloaded from its HTML (decision 047), never
      // from a preview's code.
      const pageCalls =
        rendered || config.preview || !options.renderPage?.preloadCalls
          ? []
          : await options.renderPage.preloadCalls(pageRequest, config).catch(() => []);
      // A page drawn behind the shop's gate says the gate is on, even before the server's own reading of it does;
      // a page that does not exist is no page to index; a view for one browser (a preview, the staff view,
      // decision 059) is nobody else's, neither a crawler's nor a cache's.
      const oneBrowser = config.preview === true;
      const noindex =
        oneBrowser || rendered?.gated === true || status === 404 || (seo?.noindex(pathname, userAgent) ?? false);
      const head = await pageHead(pageRequest, config, rendered?.answered, tokenFor(config, shopper), pageCalls);
      const parts = await template();
      if (noindex) reply.header('x-robots-tag', oneBrowser ? 'noindex, nofollow' : 'noindex');
      reply
        .code(status)
        .header('cache-control', personal || oneBrowser ? PRIVATE_NO_STORE : NO_CACHE)
        .header('vary', PAGE_VARY)
        .type('text/html; charset=utf-8');
      // A page that asks not to be indexed in its own head (decision 051) is not told twice.
      const fullHead = noindex && !rendered?.head?.includes('name="robots"') ? NOINDEX_META + head : head;
      if (!rendered) return reply.compress(pageDocument(parts, fullHead));
      renderedWith.set(request, pageRequest.nonce);
      return reply.compress(renderedDocument(parts, fullHead, rendered));
    };
    // The root is a page too (the static files would answer it with index.html as built).
    site.get('/', sendPage);
    site.setNotFoundHandler(async (request, reply) => {
      if (!wantsPage(request)) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      return sendPage(request, reply);
    });
  });
  return app;
}
