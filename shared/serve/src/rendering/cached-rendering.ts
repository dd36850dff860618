import type { RuntimeConfig } from '../runtime-config/runtime-config';
import { keepPage, nonceStandIn, stampPage, type KeptPage } from './kept-page';
import { renderCache, type RenderCacheSettings } from './render-cache';
import {
  DEFAULT_RENDER_CONCURRENCY,
  renderSlots,
  type RenderedPage,
  type RenderPage,
  type RenderRequest,
} from './server-rendering';

/** What the render cache did for a page, sent as `x-shop-render` for operators and tests. */
export type RenderOutcome = 'hit' | 'stale' | 'miss' | 'bypass';

/**
 * How long a render may go on after its page went out for the browser (it then fills the cache): long enough for
 * a remote's server entry to load on a first page, short enough that a stuck backend frees its place.
 */
export const DEFAULT_BACKGROUND_RENDER_MS = 5_000;

export interface CachedRenderingOptions extends RenderCacheSettings {
  budgetMs: number;
  concurrency?: number;
  backgroundMs?: number;
  now?: () => number;
}

/** A render's page with whether others may be given it (`gated`: never). */
interface Rendered {
  kept: KeptPage;
  shared: boolean;
}

/** The builds of every remote this shopper's page may use: a promote, canary or rollback changes the key. */
const buildsKeys = new WeakMap<RuntimeConfig, string>();
function buildsKey(config: RuntimeConfig): string {
  let key = buildsKeys.get(config);
  if (key === undefined) {
    // Every remote, not only the page's: the shell's own parts may draw another remote's, and a shared entry must
    // never mix builds. The address too: without a registry there is no build id, and re-pointing changes it.
    key = Object.keys(config.remotes)
      .sort()
      .map((name) => `${name}=${config.remotes[name]}#${config.builds?.[name] ?? ''}`)
      .join(' ');
    buildsKeys.set(config, key);
  }
  return key;
}

/** Waits for `promise` at most `ms`, then gives null (the promise goes on). */
function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Server rendering with a cache of rendered pages (decision 044): render once, serve many. A page is kept under
 * its address, the app's variant of the request (language, device, gate) and the remotes' builds; it is served
 * fresh for `freshMs`, then stale for `staleMs` while one render refreshes it. A render over the budget still
 * goes on (up to `backgroundMs`) and fills the cache. Renders share one concurrency limit, background ones too.
 */
export function cachedRendering(render: RenderPage, options: CachedRenderingOptions) {
  const { budgetMs, backgroundMs = DEFAULT_BACKGROUND_RENDER_MS } = options;
  const start = renderSlots(render, options.concurrency ?? DEFAULT_RENDER_CONCURRENCY);
  const cache = renderCache<KeptPage>(options, options.now);
  const standIn = nonceStandIn();
  /** The render of each key under way: one at a time per key, and a page asked meanwhile waits for it. */
  const rendering = new Map<string, Promise<Rendered | null>>();

  const renderKept = (
    key: string,
    request: RenderRequest,
    config: RuntimeConfig,
    onFailure: (error: unknown) => void,
  ): Promise<Rendered | null> | null => {
    const started = start({ ...request, nonce: standIn }, config, backgroundMs, onFailure);
    if (!started) return null;
    const done = started
      .then(async (page): Promise<Rendered | null> => {
        // A page the app no longer renders for everyone (the shop's gate shut, its remote failing) is no longer
        // served stale either: the next visitor gets what the app gives now.
        if (!page || page.gated === true) cache.delete(key);
        if (!page) return null;
        const kept = await keepPage(page);
        const shared = page.gated !== true;
        if (shared) cache.set(key, kept, kept.bytes + key.length);
        return { kept, shared };
      })
      .catch((error: unknown) => {
        onFailure(error);
        return null;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, done);
    return done;
  };

  const keyOf = (request: RenderRequest, variant: string, config: RuntimeConfig) =>
    `${request.url}\n${variant}\n${buildsKey(config)}`;

  /** `personal`: one person's page (decision 046), rendered within the budget like any other, never kept. */
  async function renderPage(
    request: RenderRequest,
    config: RuntimeConfig,
    onFailure: (error: unknown) => void,
    personal = false,
  ): Promise<{ page: RenderedPage | null; outcome: RenderOutcome }> {
    const variant = options.bytes > 0 && !personal ? (render.variantOf?.(request) ?? null) : null;
    if (variant === null) {
      const page = await start(request, config, budgetMs, onFailure);
      return { page: page ?? null, outcome: 'bypass' };
    }
    const key = keyOf(request, variant, config);
    const found = cache.get(key);
    if (found) {
      if (!found.fresh && !rendering.has(key)) void renderKept(key, request, config, onFailure);
      return { page: stampPage(found.value, standIn, request.nonce), outcome: found.fresh ? 'hit' : 'stale' };
    }
    const joined = rendering.get(key);
    const rendered = joined ?? renderKept(key, request, config, onFailure);
    const done = rendered && (await within(rendered, budgetMs));
    // A gated page is its own visitor's only: one rendered for another visitor is not this one's to see.
    const page = done && (done.shared || !joined) ? stampPage(done.kept, standIn, request.nonce) : null;
    return { page, outcome: 'miss' };
  }

  /**
   * Renders a page before anyone asks for it (a server warming up): waits for the whole render, up to the
   * background limit, and keeps it as a visitor's page would be. Whether a page came of it; nothing is sent.
   */
  async function fill(request: RenderRequest, config: RuntimeConfig, onFailure: (error: unknown) => void) {
    const variant = options.bytes > 0 ? (render.variantOf?.(request) ?? null) : null;
    if (variant === null) return (await start(request, config, backgroundMs, onFailure)) !== null;
    const key = keyOf(request, variant, config);
    if (cache.get(key)?.fresh) return true;
    const rendered = rendering.get(key) ?? renderKept(key, request, config, onFailure);
    return (await rendered) !== null;
  }

  return Object.assign(renderPage, { fill });
}
