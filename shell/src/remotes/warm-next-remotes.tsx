import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getToken, type RemoteName } from '@shop/platform';
import { primaryNav } from '../header/nav-items';
import { routeOf } from './preload-route';
import { getRemote } from './remote-cache';
import { whenQuiet } from './when-quiet';

/**
 * The remotes the header's links lead to, loaded once the first page has settled (`whenQuiet`), so a first click
 * into another remote does not wait for its entry, its module and its texts; the page's own chunk and data are still
 * warmed on intent (`WarmLinksOnIntent`). Links that need a login the visitor has not got lead to login: skipped.
 */
export function nextRemotes(): RemoteName[] {
  const remotes = new Set<RemoteName>();
  for (const item of primaryNav) {
    const route = routeOf(item.to);
    if (!route || route.spec.owner.kind !== 'remote') continue;
    if (route.spec.requiresLogin && !getToken()) continue;
    remotes.add(route.spec.owner.remote);
  }
  return [...remotes];
}

export function WarmNextRemotes(): null {
  const { i18n } = useTranslation();
  useEffect(
    () =>
      whenQuiet(() => {
        for (const remote of nextRemotes()) {
          // A failure is left for the page to show when it opens.
          getRemote(remote, i18n).catch(() => undefined);
        }
      }),
    [i18n],
  );
  return null;
}
