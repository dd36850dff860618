import type { RuntimeConfig } from '../runtime-config/runtime-config';
import { keepPage, nonceStandIn, stampPage } from './kept-page';
import type { SharedPages } from './redis-pages';
import { renderCache, type Found, type RenderCacheSettings } from './render-cache';
import type { SharedPage } from './shared-page';
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
  /**
   * The pages every shell server of the fleet shares (Redis, decision 045), asked when this server's own has no
   * fresh one and given every page rendered here for everyone.
   */
  shared?: SharedPages;
}

/** A render's page with whether others may be given it (`gated`: never). */
interface Rendered {
  page: SharedPage;
  forAll: boolean;
}

/**
 * The builds of every remote this shopper's page may use (a promote, canary or rollback changes the key), and the
 * public origin its head names.
 */
const buildsKeys = new WeakMap<RuntimeConfig, string>();
function buildsKey(config: RuntimeConfig): string {
  let key = buildsKeys.get(config);
  if (key === undefined) {
    // Every remote, not only the page's: the shell's own parts may draw another remote's, and a shared entry must
    // never mix builds. The address too: without a registry there is no build id, and re-pointing changes it.
    key = Object.keys(config.remotes)
      .sort()
      .map((name) => `${name}=${config.remotes[name]}#${config.builds?.[name] ?? ''}`)
      .join(' ')
      // The public origin is written into a page's head (decision 051): a fleet moved to another one keeps no page
      // that names the old one.
      .concat(config.publicOrigin ? ` @${config.publicOrigin}` : '');
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
 * With `shared` (decision 045), this server's pages are a first level in front of the fleet's: a fresh page here
 * is served without asking Redis, any other is looked for there, and every page rendered here is written there.
 */
export function cachedRendering(render: RenderPage, options: CachedRenderingOptions) {
  const { budgetMs, backgroundMs = DEFAULT_BACKGROUND_RENDER_MS, shared, now = Date.now } = options;
  const start = renderSlots(render, options.concurrency ?? DEFAULT_RENDER_CONCURRENCY);
  const cache = renderCache<SharedPage>(options, now);
  const standIn = nonceStandIn();
  const keptForMs = options.freshMs + options.staleMs;
  /** The render of each key under way: one at a time per key, and a page asked meanwhile waits for it. */
  const rendering = new Map<string, Promise<Rendered | null>>();
  /** The keys whose refresh this server is asking the fleet for (at most one refresh per key per server). */
  const claiming = new Set<string>();

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
        if (!page || page.gated === true) {
          cache.delete(key);
          shared?.delete(key);
        }
        if (!page) return null;
        const kept: SharedPage = { kept: await keepPage(page), standIn, at: now() };
        const forAll = page.gated !== true;
        if (forAll) {
          cache.set(key, kept, kept.kept.bytes + key.length, kept.at);
          if (keptForMs > 0) shared?.set(key, kept, keptForMs);
        }
        return { page: kept, forAll };
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

  /** One refresh of a stale page, by one server of the fleet when they share pages: whoever claims it first. */
  const refresh = (key: string, request: RenderRequest, config: RuntimeConfig, onFailure: (error: unknown) => void) => {
    if (rendering.has(key) || claiming.has(key)) return;
    if (!shared) {
      void renderKept(key, request, config, onFailure);
      return;
    }
    claiming.add(key);
    void shared.claimRefresh(key, backgroundMs).then((mine) => {
      claiming.delete(key);
      if (!mine) return;
      // Not started (no render place, or a miss rendering it already): another server may refresh it now.
      if (rendering.has(key) || !renderKept(key, request, config, onFailure)) shared.releaseRefresh(key);
    });
  };

  /** A page another server rendered, kept here too; null when it is too old to serve (clocks differ a little). */
  const keepTheirs = (key: string, theirs: SharedPage): Found<SharedPage> | null => {
    const age = now() - theirs.at;
    if (age >= keptForMs) return null;
    cache.set(key, theirs, theirs.kept.bytes + key.length, theirs.at);
    return { value: theirs, fresh: age < options.freshMs };
  };

  const stamped = ({ kept, standIn: renderedWith }: SharedPage, nonce: string) => stampPage(kept, renderedWith, nonce);

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
    let found = cache.get(key);
    // Not fresh here: the fleet may have it, or a fresher one (another server refreshed it). A render under way
    // here will keep it anyway.
    if (shared && !found?.fresh && !rendering.has(key)) {
      const theirs = await shared.get(key);
      if (theirs && (!found || theirs.at > found.value.at)) found = keepTheirs(key, theirs) ?? found;
    }
    if (found) {
      if (!found.fresh) refresh(key, request, config, onFailure);
      return { page: stamped(found.value, request.nonce), outcome: found.fresh ? 'hit' : 'stale' };
    }
    const joined = rendering.get(key);
    const rendered = joined ?? renderKept(key, request, config, onFailure);
    const done = rendered && (await within(rendered, budgetMs));
    // A gated page is its own visitor's only: one rendered for another visitor is not this one's to see.
    const page = done && (done.forAll || !joined) ? stamped(done.page, request.nonce) : null;
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
    // Another server of the fleet rendered it: kept here too, not rendered again.
    const theirs = shared && !rendering.has(key) ? await shared.get(key) : null;
    if (theirs && keepTheirs(key, theirs)?.fresh) return true;
    const rendered = rendering.get(key) ?? renderKept(key, request, config, onFailure);
    return (await rendered) !== null;
  }

  return Object.assign(renderPage, { fill });
}
