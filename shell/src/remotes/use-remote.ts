import { useCallback, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteModule, RemoteName } from '@shop/platform';
import { reloadOnceForChunkError } from './chunk-reload';
import { getRemote, hydrated, hydratingState, ServerRemotes } from './remote-cache';

export type RemoteState =
  | { status: 'loading' }
  | { status: 'ready'; module: RemoteModule }
  // `module`: the remote arrived and only the page's chunk failed (a hydration's load, bootstrap.tsx).
  | { status: 'failed'; error: unknown; module?: RemoteModule };

/**
 * The remote, loaded once per page, and the chunk of the `page` to show, so the page renders without suspending
 * (decision 029). A chunk that fails is left for the page to throw to its boundary, which reloads once.
 *
 * A remote already here (the server rendered with it, or the page hydrating loaded it first) is ready on the first
 * render: the hydrating page draws what the server drew instead of a skeleton (decision 038). When that load
 * failed, the page starts from its failure.
 */
export function useRemote(name: RemoteName, page: string): { state: RemoteState; retry: () => void } {
  const { i18n } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const onServer = useContext(ServerRemotes)?.get(name);
  const [state, setState] = useState<RemoteState>(() => {
    const start = onServer ? { module: onServer } : hydratingState(name, page);
    if (!start) return { status: 'loading' };
    return 'error' in start ? { status: 'failed', ...start } : { status: 'ready', module: start.module };
  });

  useEffect(() => {
    let live = true;
    // The hydrated page is drawn with its remote already (loading again would swap it for a skeleton and back), or
    // with the failure its load already ended in (trying again is its "Try again").
    if (attempt === 0 && state.status !== 'loading' && hydratingState(name, page)) {
      hydrated();
      return undefined;
    }
    setState({ status: 'loading' });
    getRemote(name, i18n)
      .then(async (module) => {
        await module.load?.[page]?.().catch(() => undefined);
        return module;
      })
      .then(
        (module) => live && setState({ status: 'ready', module }),
        (error: unknown) => {
          // The failure is reported where it happened (the federation runtime plugin, or the monolith loader).
          if (!live || reloadOnceForChunkError(error)) return;
          setState({ status: 'failed', error });
        },
      );
    return () => {
      live = false;
    };
    // `state` is read once, for the first render's remote; a change of it must not load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, page, i18n, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
