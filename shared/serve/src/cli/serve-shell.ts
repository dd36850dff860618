// The shell's server command, bundled with the shell's route functions (status, preloads) into shell/build/server.cjs
// (shell/src/server-entry.ts): the shell's build on HOST:PORT (default 127.0.0.1 and its port in ../process/ports), the API
// forwarded to API_URL (default: the backend's address), the runtime configuration re-read when its file changes.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { allowedOriginsFrom } from '../runtime-config/allowed-origins';
import { devOverrideSecretFrom, DEV_OVERRIDE_SECRET_ENV } from '../runtime-config/dev-override';
import { hostFrom, listenUntilStopped } from '../process/listen';
import { appPort, localOrigin } from '../process/ports';
import { releaseRegistrySource } from '../runtime-config/release-registry-source';
import { runtimeConfigSource } from '../runtime-config/runtime-config-source';
import { NEW_IDS_PER_NETWORK } from '../runtime-config/shopper-bucket';
import { numberSetting, SettingError } from '../process/number-setting';
import { DEFAULT_SHUTDOWN_DRAIN_MS } from '../process/shutdown';
import { createShellServer, type ShellServerOptions } from '../page/serve-shell';
import {
  DEFAULT_RENDER_CACHE_BYTES,
  DEFAULT_RENDER_CACHE_FRESH_MS,
  DEFAULT_RENDER_CACHE_STALE_MS,
} from '../rendering/render-cache';
import { DEFAULT_REDIS_TIMEOUT_MS } from '../rendering/redis-pages';
import { createMetricsListener } from '../signals/metrics-listener';
import { otlpSignalsFrom } from '../signals/otlp-signals';
import { tracksFrom } from '../signals/release-tracks';
import { shopMetrics } from '../signals/shop-metrics';
import { causeOf, forwardRefusals, forwardSignals, signalsFanOut, signalsOutletsFrom } from './signals-outlets';
import type { SeoOptions } from '../seo/serve-seo';

/** What the app's route table tells the server about an address. */
export interface ShellRoutes {
  /** The document's status: 404 for an address the table does not know. */
  pageStatus?: ShellServerOptions['pageStatus'];
  /** What the page needs first, preloaded from its HTML. */
  pagePreloads?: ShellServerOptions['pagePreloads'];
  /** A page that is one person's (a customer's): sent `private, no-store`, never kept (decision 046). */
  privatePage?: ShellServerOptions['privatePage'];
  /**
   * The app's server rendering, made with the backend's address (decision 038) and what says whether a remote's
   * address may be loaded and run in this process (inside a live or canary build, or the operator's: decision 054).
   */
  renderPage?: (apiUrl: string, allowed: (address: string) => boolean) => ShellServerOptions['renderPage'];
  /**
   * What crawlers are told (robots.txt, sitemaps, `noindex` documents): the private pages and the product address.
   * The public origin is the operator's `SHOP_PUBLIC_URL`.
   */
  seo?: Omit<SeoOptions, 'publicOrigin'>;
  /** The words of `/__preview`, where a preview or staff key is pasted, in the visitor's language (decision 059). */
  previewEntry?: ShellServerOptions['previewEntry'];
}

/** A whole-number setting, unset when empty; anything else out of its range stops the start, naming it (one line). */
const wholeNumberFrom = (env: NodeJS.ProcessEnv, name: string, min: number, max: number): number | undefined =>
  numberSetting(env, name, { min, max });

/** The Redis the shell servers share their pages in (decision 045), or undefined for none. */
function redisFrom(env: NodeJS.ProcessEnv): { url: string; timeoutMs: number } | undefined {
  const url = env.SHOP_RENDER_CACHE_URL;
  const timeoutMs = wholeNumberFrom(env, 'SHOP_RENDER_CACHE_REDIS_TIMEOUT_MS', 1, 1_000) ?? DEFAULT_REDIS_TIMEOUT_MS;
  if (url === undefined || url === '') return undefined;
  let protocol = '';
  try {
    protocol = new URL(url).protocol;
  } catch {
    // Said below without the value: it may hold a password.
  }
  if (protocol !== 'redis:' && protocol !== 'rediss:') {
    throw new SettingError('SHOP_RENDER_CACHE_URL must be a redis:// or rediss:// address');
  }
  return { url, timeoutMs };
}

/**
 * The cache of rendered pages (decision 044): `SHOP_RENDER_CACHE_BYTES` (0 turns it off, Redis too), how long a
 * page is fresh (`SHOP_RENDER_CACHE_FRESH_MS`) and then served stale while it is rendered again
 * (`SHOP_RENDER_CACHE_STALE_MS`); shared by the fleet in the Redis at `SHOP_RENDER_CACHE_URL` (decision 045),
 * which a page waits for at most `SHOP_RENDER_CACHE_REDIS_TIMEOUT_MS`.
 */
export function renderCacheFrom(env: NodeJS.ProcessEnv): ShellServerOptions['renderCache'] {
  const bytes = wholeNumberFrom(env, 'SHOP_RENDER_CACHE_BYTES', 0, 4 * 1024 ** 3) ?? DEFAULT_RENDER_CACHE_BYTES;
  const freshMs = wholeNumberFrom(env, 'SHOP_RENDER_CACHE_FRESH_MS', 0, 86_400_000) ?? DEFAULT_RENDER_CACHE_FRESH_MS;
  const staleMs = wholeNumberFrom(env, 'SHOP_RENDER_CACHE_STALE_MS', 0, 86_400_000) ?? DEFAULT_RENDER_CACHE_STALE_MS;
  const redis = redisFrom(env);
  if (bytes === 0) return undefined;
  return redis ? { bytes, freshMs, staleMs, redis } : { bytes, freshMs, staleMs };
}

/** A setting the server cannot start without: its absence stops the start with one line naming it. */
function required(env: NodeJS.ProcessEnv, name: string, why: string, minLength = 1): string {
  const value = env[name] ?? '';
  if (value.length < minLength) {
    throw new SettingError(`${name} ${minLength > 1 ? `(at least ${minLength} characters) ` : ''}is required ${why}`);
  }
  return value;
}

async function start(routes: ShellRoutes): Promise<void> {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' } } });
  const distDir = path.resolve(values.dir);
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`${distDir}/index.html is missing: build the shell first (pnpm --filter @shop/shell build)`);
  }
  // The release registry of the environment, when there is one (docs/releasing.md): followed every second. Its
  // builds reach pages from allowed origins only, and shoppers' signals reach it signed and with a credential.
  const registryUrl = process.env.RELEASE_REGISTRY || undefined;
  const release = registryUrl && {
    signalsSecret: required(process.env, 'SHOP_SIGNALS_SECRET', "with RELEASE_REGISTRY, to sign pages' signals", 32),
    shellToken: required(process.env, 'RELEASE_SHELL_TOKEN', "with RELEASE_REGISTRY, to pass shoppers' signals on"),
    allowedOrigins: allowedOriginsFrom(
      required(process.env, 'RELEASE_ALLOWED_ORIGINS', 'with RELEASE_REGISTRY, to say where builds may be loaded from'),
    ),
  };
  const registry = registryUrl
    ? releaseRegistrySource({
        url: registryUrl,
        cacheFile: process.env.RELEASE_REGISTRY_CACHE || undefined,
        // One line: it is said once per run of failures, and a stack says nothing an operator can act on.
        onError: (error) =>
          console.error(
            `release registry ${registryUrl} unreachable (${causeOf(error)}); the last one read stays in force`,
          ),
        onRefused: (reason) =>
          console.error(
            `release registry ${registryUrl} refused: ${reason} (a registry restored from an old backup or made again empty); the map held stays in force`,
          ),
      })
    : undefined;
  await registry?.ready;
  const source = runtimeConfigSource(process.env, {
    registry,
    allowedOrigins: release ? release.allowedOrigins : [],
    onError: (error) => console.error('runtime configuration not reloaded, the previous one stays in force:', error),
    onRefused: (error) => console.error(String(error)),
  });
  // Where accepted signals go (docs/deployment.md): the registry, this server's own Prometheus metrics on an
  // internal listener, an OTLP collector. Read before anything listens, so a bad setting starts nothing.
  const outlets = signalsOutletsFrom(process.env);
  const trackOf = tracksFrom(
    () => registry?.current() ?? null,
    () => source.current().builds ?? {},
  );
  const metrics =
    outlets.metrics &&
    shopMetrics({
      trackOf,
      isKnownRemote: (remote) => Object.hasOwn(source.everyAddress().remotes, remote),
      namedBuilds: () =>
        Object.entries(registry?.current()?.remotes ?? {}).flatMap(([remote, entry]) =>
          [entry.live, entry.canary].flatMap((named) => (named ? [{ remote, build: named.build }] : [])),
        ),
    });
  const otlp = outlets.otlp ? otlpSignalsFrom(process.env) : undefined;
  // A batch the registry refuses (a wrong token, a registry down) is said once per reason and counted on /metrics.
  const refusals = forwardRefusals((line) => console.error(line));
  const apiUrl = process.env.API_URL || localOrigin('backend');
  // How long a page may take on the server (0 turns server rendering off), and how many render at once (decision
  // 038): rendering is CPU work on the server's one thread.
  const renderBudgetMs = wholeNumberFrom(process.env, 'SHOP_RENDER_BUDGET_MS', 0, 10_000);
  const renderConcurrency = wholeNumberFrom(process.env, 'SHOP_RENDER_CONCURRENCY', 1, 64);
  const renderCache = renderCacheFrom(process.env);
  // How long the first warm-up may keep `/readyz` at 503 (decision 048).
  const warmUpMs = wholeNumberFrom(process.env, 'SHOP_WARM_UP_MS', 0, 120_000);
  // New shopper ids a client network is issued at once, then one every 30 s (decision 056).
  const newShoppersBurst = wholeNumberFrom(process.env, 'SHOP_NEW_SHOPPERS_BURST', 1, 1_000_000);
  // How long a stopped server keeps serving with `/readyz` at 503, for its balancer to move away (decision 057).
  const drainMs = wholeNumberFrom(process.env, 'SHUTDOWN_DRAIN_MS', 0, 120_000) ?? DEFAULT_SHUTDOWN_DRAIN_MS;
  // The store's public origin (`SHOP_PUBLIC_URL`, read once with the runtime configuration, which pages are written
  // with): robots.txt's Sitemap line and the sitemaps' addresses, never a request's Host.
  const { publicOrigin } = source.current();
  // Developer overrides (decision 065): a store for development or staging only, never production (docs/deployment.md).
  const devOverrideSecret = devOverrideSecretFrom(process.env);
  if (devOverrideSecret)
    console.warn(`${DEV_OVERRIDE_SECRET_ENV} is set: developer overrides are on (never in production)`);
  const app = await createShellServer({
    distDir,
    apiUrl,
    runtimeConfig: (shopper) => source.current(shopper),
    ...(registryUrl && release
      ? {
          signals: {
            secret: release.signalsSecret,
            newIdsPerNetwork: { ...NEW_IDS_PER_NETWORK, burst: newShoppersBurst ?? NEW_IDS_PER_NETWORK.burst },
            ...signalsFanOut({
              toRegistry: outlets.forward
                ? forwardSignals(new URL('/v1/signals', registryUrl).href, release.shellToken, refusals)
                : undefined,
              metrics,
              otlp,
              trackOf,
            }),
          },
        }
      : {}),
    // The address a beacon's rate is counted by: X-Forwarded-For is believed from these proxies only (nginx).
    trustProxy: process.env.SHOP_TRUSTED_PROXIES || 'loopback',
    everyAddress: () => source.everyAddress(),
    runnable: () => source.runnable(),
    pageStatus: routes.pageStatus,
    pagePreloads: routes.pagePreloads,
    privatePage: routes.privatePage,
    previewEntry: routes.previewEntry,
    ...(devOverrideSecret ? { devOverride: { secret: devOverrideSecret } } : {}),
    ...(routes.seo ? { seo: { ...routes.seo, publicOrigin } } : {}),
    ...(routes.renderPage && renderBudgetMs !== 0
      ? {
          renderPage: routes.renderPage(apiUrl, (address) => source.allows(address)),
          renderBudgetMs,
          renderConcurrency,
          renderCache,
          warmUpMs,
        }
      : {}),
    logger: { level: process.env.LOG_LEVEL || 'warn' },
  });
  if (otlp) app.addHook('onClose', async () => otlp.shutdown());
  if (metrics && outlets.metrics) {
    const listener = createMetricsListener({
      ...metrics,
      exposition: async () => (await metrics.exposition()) + (await refusals.exposition()),
    });
    app.addHook('onClose', async () => listener.close());
    const address = await listener.listen(outlets.metrics);
    console.log(`shell metrics listening on ${address}/metrics`);
  }
  await listenUntilStopped(app, { host: hostFrom(), port: appPort('shell'), drainMs }, `shell (API at ${apiUrl})`);
}

/** Starts the shell's server, with what the app's route table says of each address. */
export function runShellServer(routes: ShellRoutes = {}): void {
  start(routes).catch((error: unknown) => {
    console.error(error instanceof SettingError ? error.message : error);
    process.exit(1);
  });
}
