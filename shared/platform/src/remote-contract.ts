import { lazy, type ComponentType } from 'react';
import type { NamespaceLoaders } from './i18n/i18n';

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
   * Page name -> warm-up, called by the shell on intent (a link to the page hovered or focused) with the route's
   * parameters: fetch the page's chunk and the data it opens with (`preloadCall`), so the click shows it at once.
   * Optional, per page; it must never throw (a failure is the page's to show when it opens).
   */
  preload?: Readonly<Record<string, (params: Readonly<Record<string, string>>) => Promise<unknown>>>;
}

/** Federation names of the five remotes, as in the runtime configuration and the shell's route table. */
export const REMOTE_NAMES = ['mf_catalog', 'mf_checkout', 'mf_account', 'mf_aftersales', 'mf_publish'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** A page's chunk, as `import('./pages/…')` gives it. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * A remote's `pages` from its page loaders: each page a React.lazy of its chunk. The same loaders serve `preload`,
 * so warming a page fetches the very chunk the page renders from.
 */
export function lazyPages<T extends Readonly<Record<string, PageLoader>>>(
  loaders: T,
): { readonly [K in keyof T]: ComponentType } {
  return Object.fromEntries(Object.entries(loaders).map(([name, load]) => [name, lazy(load)])) as unknown as {
    readonly [K in keyof T]: ComponentType;
  };
}
