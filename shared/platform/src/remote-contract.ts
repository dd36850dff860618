import { createElement, use, type ComponentType } from 'react';
import type { PageOpening } from './data/page-opening';
import type { NamespaceLoaders } from './i18n/i18n';
import type { PagesOf, RemoteName } from './routes/route-table';

/**
 * What every remote exposes as `./remote` and the shell consumes: its translation namespace and its pages.
 * Typed here so a breaking change fails type-checking in both, not in production.
 */
export interface RemoteModule {
  /** The remote's i18next namespace (its own texts, en + vi). */
  namespace: string;
  translations: NamespaceLoaders;
  /** Page name (as in the shell's route table) -> component, usually React.lazy. */
  pages: Readonly<Record<string, ComponentType>>;
  /**
   * Page name -> the calls its first screen makes (decision 047): the shell's server reads them before it renders the
   * page once, preloads them from the page's HTML, and warms them with the page's chunk when a link to the page is
   * hovered or focused. A page that asks for a call not declared here draws it loading on the server.
   */
  opening?: Readonly<Record<string, PageOpening>>;
  /**
   * Page name -> fetches the page's chunk (`pageChunks`' `load`). The shell waits for it before it shows the page,
   * so even a page not warmed renders without suspending: React holds suspended content back behind its reveal
   * throttle (about 300 ms), which made a click into a page not warmed take ~400 ms (decision 029).
   * Optional; it must never throw.
   */
  load?: Readonly<Record<string, () => Promise<unknown>>>;
}

export { REMOTE_NAMES, type RemoteName } from './routes/route-table';

/** A remote's page loaders, one per page the route table gives it: a missing or misspelt page fails the type-check. */
export type PageLoaders<R extends RemoteName> = Readonly<Record<PagesOf<R>, PageLoader>>;

/** A remote's opening calls, one declaration per page the route table gives it (`OPENS_WITH_NOTHING` for none). */
export type PageOpenings<R extends RemoteName> = Readonly<Record<PagesOf<R>, PageOpening>>;

/** A page's chunk, as `import('./pages/…')` gives it. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

export interface PageChunks<Name extends string> {
  /** The remote's `pages`: each renders at once when its chunk is already here, and suspends until it is otherwise. */
  pages: { readonly [K in Name]: ComponentType };
  /** Fetches a page's chunk (once; again after a failure), for a warm-up: the page then renders without suspending. */
  load: { readonly [K in Name]: () => Promise<unknown> };
}

/**
 * A promise as React's `use()` reads it without suspending: once `status` says it has settled, `use()` returns its
 * `value` (or throws its `reason`) at once. React sets these fields on a promise it has seen; we set them ourselves
 * when the chunk arrives, so a page fetched ahead renders on its first try.
 */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * A remote's pages from their chunk loaders. Unlike React.lazy, a page whose chunk was fetched ahead (on intent)
 * renders on its first try: nothing suspends, so no fallback is shown and React does not hold the page back behind
 * its throttle on revealing suspended content (about 300 ms). A chunk that fails is fetched once more at once (a
 * blip), then the failure stays: every render of the page throws it to the nearest error boundary (which reloads
 * the page once for a chunk that is gone, then shows its fallback) instead of fetching again on each render, which
 * looped. Only `load` (a warm-up, or a retry) starts a new attempt after a failure.
 */
export function pageChunks<Name extends string>(loaders: Readonly<Record<Name, PageLoader>>): PageChunks<Name> {
  const pages = {} as Record<Name, ComponentType>;
  const load = {} as Record<Name, () => Promise<unknown>>;
  for (const name of Object.keys(loaders) as Name[]) {
    let attempt: Tracked<ComponentType> | null = null;
    const fetchChunk = (): Tracked<ComponentType> => {
      const tracked: Tracked<ComponentType> = loaders[name]()
        .catch(() => loaders[name]())
        .then((module) => module.default);
      tracked.then(
        (value) => void Object.assign(tracked, { status: 'fulfilled', value }),
        (reason: unknown) => void Object.assign(tracked, { status: 'rejected', reason }),
      );
      return tracked;
    };
    const current = () => (attempt ??= fetchChunk());
    function Page() {
      const chunk: Promise<ComponentType> = current();
      return createElement(use(chunk));
    }
    Page.displayName = `Page(${name})`;
    pages[name] = Page;
    load[name] = () => {
      if (attempt?.status === 'rejected') attempt = null;
      return current();
    };
  }
  return { pages, load };
}
