import type { RuntimeConfig } from '../runtime-config/runtime-config';
import { nonceStandIn, pageBytes, stampPage, type KeptPage } from './kept-page';
import type { SharedPages } from './redis-pages';
import { renderCache, type Found, type RenderCacheSettings } from './render-cache';
import {
  DEFAULT_RENDER_CONCURRENCY,
  isWhole,
  renderSlots,
  type RenderedPage,
  type RenderPage,
  type RenderRequest,
} from './server-rendering';
import { cacheAddress } from './tracking-parameters';

/**
 * What the render cache did for a page, sent as `x-shop-render` for operators and tests. `incomplete`: it was
 * drawn while an opening call failed, and goes out for the browser to render (decision 053).
 */
export type RenderOutcome = 'hit' | 'stale' | 'miss' | 'bypass' | 'incomplete';

/**
 * How long a render may go on after its page went out for the browser (it then fills the cache): long enough for
 * a remote's server entry to load on a first page, short enough that a stuck backend frees its place.
 */
export const DEFAULT_BACKGROUND_RENDER_MS = 5_000;

/** A path drawn incomplete is logged once in this long, not once per visitor while the backend struggles. */
const INCOMPLETE_LOG_MS = 60_000;

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
  /** Told of a path drawn incomplete (an opening call failed), once per path per minute. */
  log?: (line: string) => void;
}

/** A render's page (with this server's stand-in nonce) and whether others may be given it (`gated`: never). */
interface Drawn {
  page: RenderedPage;
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
  const cache = renderCache<KeptPage>(options, now);
  const standIn = nonceStandIn();
  const keptForMs = options.freshMs + options.staleMs;
  /** The render of each key under way: one at a time per key, and a page asked meanwhile waits for it. */
  const rendering = new Map<string, Promise<Drawn | null>>();
  /** The keys whose refresh this server is asking the fleet for (at most one refresh per key per server). */
  const claiming = new Set<string>();

  /** Says once per path per `INCOMPLETE_LOG_MS` window that a page was drawn while an opening call failed. */
  const toldIncomplete = new Set<string>();
  let windowFrom = now();
  const noteIncomplete = ({ pathname }: RenderRequest) => {
    if (now() - windowFrom >= INCOMPLETE_LOG_MS) {
      toldIncomplete.clear();
      windowFrom = now();
    }
    if (toldIncomplete.has(pathname)) return;
    toldIncomplete.add(pathname);
    options.log?.(`server rendering: ${pathname} drawn while an opening call failed; not kept, sent for the browser`);
  };

  /**
   * Renders the page of `key` and keeps it if it is whole and for everyone. A render that failed, or drew the page
   * incomplete, leaves a kept page of the key as it was: served up to its stale limit (stale on error, decision
   * 053). Only the app saying it renders no page for everyone now (the shop's gate shut), or that the page no
   * longer exists (404), drops it.
   */
  const renderKept = (
    key: string,
    request: RenderRequest,
    config: RuntimeConfig,
    onFailure: (error: unknown) => void,
  ): Promise<Drawn | null> | null => {
    const started = start({ ...request, nonce: standIn }, config, backgroundMs, onFailure);
    if (!started) return null;
    const done = started
      .then((render): Drawn | null => {
        const { page } = render;
        // The page is no longer for everyone, or no longer exists (the product deleted): no longer served stale.
        if ((!page && !render.failed) || page?.gated === true || page?.status === 404) {
          cache.delete(key);
          shared?.delete(key);
        }
        if (!page) return null;
        const forAll = page.gated !== true;
        if (!page.complete) noteIncomplete(request);
        if (forAll && isWhole(page)) {
          const kept: KeptPage = { page, standIn, at: now() };
          // A path's variants past its bound are sent, not kept, here or in Redis.
          const keptHere = cache.set(key, kept, pageBytes(page) + key.length, { at: kept.at, group: request.pathname });
          if (keptHere && keptForMs > 0) shared?.set(key, kept, keptForMs);
        }
        return { page, forAll };
      })
      .catch((error: unknown) => {
        onFailure(error);
        return null;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, done);
    return done;
  };

  /**
   * A kept page's key: its address without tracking parameters (decision 053), the app's variant of the request
   * and the builds. The page is rendered at that address too, so no visitor's campaign ids are kept for others.
   */
  const keptRequest = (request: RenderRequest, variant: string, config: RuntimeConfig) => {
    const url = cacheAddress(request.url);
    return { key: `${url}\n${variant}\n${buildsKey(config)}`, request: { ...request, url } };
  };

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
      if (rendering.has(key) || !renderKept(key, request, config, onFailure)) {
        shared.releaseRefresh(key);
      }
    });
  };

  /** A page another server rendered, kept here too; null when it is too old to serve (clocks differ a little). */
  const keepTheirs = (key: string, path: string, theirs: KeptPage): Found<KeptPage> | null => {
    const age = now() - theirs.at;
    if (age >= keptForMs) return null;
    cache.set(key, theirs, pageBytes(theirs.page) + key.length, { at: theirs.at, group: path });
    return { value: theirs, fresh: age < options.freshMs };
  };

  /**
   * The page for one response, stamped with its nonce: kept, rendered now, or none (the browser renders it).
   * `personal`: one person's page (decision 046), rendered within the budget like any other, never kept. A page
   * given back incomplete or not found is not to be sent as drawn (`isWhole`); its outcome says so.
   */
  async function renderPage(
    asked: RenderRequest,
    config: RuntimeConfig,
    onFailure: (error: unknown) => void,
    personal = false,
  ): Promise<{ page: RenderedPage | null; outcome: RenderOutcome }> {
    const variant = options.bytes > 0 && !personal ? (render.variantOf?.(asked) ?? null) : null;
    const sent = (page: RenderedPage | null, outcome: RenderOutcome) => ({
      page,
      outcome: page && !page.complete ? ('incomplete' as const) : outcome,
    });
    if (variant === null) {
      const { page } = (await start(asked, config, budgetMs, onFailure)) ?? { page: null };
      if (page && !page.complete) noteIncomplete(asked);
      return sent(page, 'bypass');
    }
    const { key, request } = keptRequest(asked, variant, config);
    let found = cache.get(key);
    // Not fresh here: the fleet may have it, or a fresher one (another server refreshed it). A render under way
    // here will keep it anyway.
    if (shared && !found?.fresh && !rendering.has(key)) {
      const theirs = await shared.get(key);
      if (theirs && (!found || theirs.at > found.value.at)) found = keepTheirs(key, request.pathname, theirs) ?? found;
    }
    if (found) {
      if (!found.fresh) refresh(key, request, config, onFailure);
      const { page: kept, standIn: renderedWith } = found.value;
      return { page: stampPage(kept, renderedWith, asked.nonce), outcome: found.fresh ? 'hit' : 'stale' };
    }
    const joined = rendering.get(key);
    const rendered = joined ?? renderKept(key, request, config, onFailure);
    const done = rendered && (await within(rendered, budgetMs));
    // A gated page is its own visitor's only: one rendered for another visitor is not this one's to see.
    const page = done && (done.forAll || !joined) ? stampPage(done.page, standIn, asked.nonce) : null;
    return sent(page, 'miss');
  }

  /**
   * Renders a page before anyone asks for it (a server warming up): waits for the whole render, up to the
   * background limit, and keeps it as a visitor's page would be. Whether a page came of it; nothing is sent.
   */
  async function fill(asked: RenderRequest, config: RuntimeConfig, onFailure: (error: unknown) => void) {
    const variant = options.bytes > 0 ? (render.variantOf?.(asked) ?? null) : null;
    if (variant === null) {
      const { page } = (await start(asked, config, backgroundMs, onFailure)) ?? { page: null };
      return page !== null && isWhole(page);
    }
    const { key, request } = keptRequest(asked, variant, config);
    if (cache.get(key)?.fresh) return true;
    // Another server of the fleet rendered it: kept here too, not rendered again.
    const theirs = shared && !rendering.has(key) ? await shared.get(key) : null;
    if (theirs && keepTheirs(key, request.pathname, theirs)?.fresh) return true;
    const drawn = await (rendering.get(key) ?? renderKept(key, request, config, onFailure));
    return drawn !== null && isWhole(drawn.page);
  }

  return Object.assign(renderPage, { fill });
}
