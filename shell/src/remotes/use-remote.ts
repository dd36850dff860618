import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteModule, RemoteName } from '@shop/platform';
import { reloadOnceForChunkError } from './chunk-reload';
import { getRemote } from './remote-cache';

export type RemoteState =
  { status: 'loading' } | { status: 'ready'; module: RemoteModule } | { status: 'failed'; error: unknown };

/**
 * The remote, loaded once per page, and the chunk of the `page` to show, so the page renders without suspending
 * (decision 029). A chunk that fails is left for the page to throw to its boundary, which reloads once.
 */
export function useRemote(name: RemoteName, page: string): { state: RemoteState; retry: () => void } {
  const { i18n } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
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
  }, [name, page, i18n, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
