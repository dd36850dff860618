import { createContext } from 'react';
import { registerNamespace, type RemoteModule, type RemoteName } from '@shop/platform';
import type { i18n as I18n } from 'i18next';
import { loadRemoteModule } from './load-remote';

const cache = new Map<RemoteName, Promise<RemoteModule>>();
/** The remotes that have arrived (their texts registered), for a first render that must not wait: hydration. */
const arrived = new Map<RemoteName, RemoteModule>();

/**
 * Loads a remote once per page and registers its translation namespace before its pages render.
 * A failure is not cached, so "retry" really tries again.
 */
export function getRemote(name: RemoteName, i18n: I18n): Promise<RemoteModule> {
  let pending = cache.get(name);
  if (!pending) {
    pending = loadRemoteModule(name).then(async (module) => {
      await registerNamespace(i18n, module.namespace, module.translations);
      arrived.set(name, module);
      return module;
    });
    pending.catch(() => cache.delete(name));
    cache.set(name, pending);
  }
  return pending;
}

/**
 * The page the server rendered, whose remote and chunk the page loaded before hydrating (bootstrap.tsx), or the
 * failure that load ended in: that page then shows its failure at once rather than trying again (decision 031's
 * count of attempts holds: the load and its one retry, then one reload).
 */
let hydrating: { name: RemoteName; page: string; failure?: HydrationFailure } | null = null;

/** A load that failed before hydration: the remote's (no module), or only its page's chunk (the module arrived). */
export interface HydrationFailure {
  error: unknown;
  module?: RemoteModule;
}

export function hydrateWith(name: RemoteName, page: string, failure?: HydrationFailure): void {
  hydrating = { name, page, ...(failure ? { failure } : {}) };
}

/**
 * What the first render of `page` starts from when it is the page being hydrated (or drawn afresh after its load
 * failed): its remote, drawn as the server drew it, or its failure. Only that page: any other page of an arrived
 * remote still waits for its own chunk before it renders (decision 029).
 */
export function hydratingState(
  name: RemoteName,
  page: string,
): { module: RemoteModule } | HydrationFailure | undefined {
  if (hydrating?.name !== name || hydrating.page !== page) return undefined;
  if (hydrating.failure) return hydrating.failure;
  const module = arrived.get(name);
  return module ? { module } : undefined;
}

/** The hydrated page has mounted: a later visit to it loads as any page does. */
export function hydrated(): void {
  hydrating = null;
}

/**
 * On the shell's server: the remotes this one page renders with, loaded (and their texts registered) before it
 * renders. A context, not the page-wide cache above: one server renders every shopper's page, and a canary's
 * shoppers get another build of the same remote.
 */
export const ServerRemotes = createContext<ReadonlyMap<RemoteName, RemoteModule> | null>(null);
