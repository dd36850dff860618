import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteModule, RemoteName } from '@shop/platform';
import { reloadOnceForChunkError } from './chunk-reload';
import { getRemote } from './remote-cache';

export type RemoteState =
  { status: 'loading' } | { status: 'ready'; module: RemoteModule } | { status: 'failed'; error: unknown };

export function useRemote(name: RemoteName): { state: RemoteState; retry: () => void } {
  const { i18n } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    getRemote(name, i18n).then(
      (module) => live && setState({ status: 'ready', module }),
      (error: unknown) => {
        if (!live || reloadOnceForChunkError(error)) return;
        console.error(`remote ${name} failed to load`, error);
        setState({ status: 'failed', error });
      },
    );
    return () => {
      live = false;
    };
  }, [name, i18n, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
