import { AUTH_COOKIE } from '@shop/platform/routes';
import { detectDevice } from '../routing/device';
import { preloadedCalls } from '../routing/page-preloads-for';
import { cookieOf, localeOf } from '../routing/page-request';
import { matchRoute } from '../routing/route-status';
import { queryOf } from './opening-answers';
import type { ServerPageRequest } from './render-page';
import { serverEntryOf, type LoadServerRemote } from './remote-servers';

/**
 * How long a page's HTML waits for its remote's server code to give the page's declaration. The code is loaded by
 * the warm-up (decision 048), so this is a microtask; a remote not loaded yet is not waited for: its page's calls
 * are then not preloaded, and the page asks for them as it opens.
 */
const WAIT_MS = 20;

const within = <T>(promise: Promise<T>, ms: number): Promise<T | null> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
};

/**
 * The page's own opening calls (its remote's declaration, decision 047) for its HTML to preload, for a page the
 * server did not render: the same declaration the server's render and the links' warm-ups read, with the same
 * rules as the shell's own calls (`preloadedCalls`: a customer's answers are never preloaded, WebKit gets none).
 * Only the first step: the second needs the first's answers.
 */
export function openingPreloads(load: LoadServerRemote) {
  return async function preloadCalls(
    request: Omit<ServerPageRequest, 'nonce'>,
    remotes: Readonly<Record<string, string>>,
  ): Promise<string[]> {
    const route = matchRoute(request.pathname, detectDevice(request.userAgent));
    if (!route || route.spec.owner.kind !== 'remote') return [];
    const signedIn = Boolean(cookieOf(request.cookie, AUTH_COOKIE));
    if (route.spec.requiresLogin && !signedIn) return [];
    const { remote: name, page } = route.spec.owner;
    const entry = serverEntryOf(remotes[name]);
    if (!entry) return [];
    const remote = await within(
      load(name, entry).catch(() => null),
      WAIT_MS,
    );
    const opening = remote?.opening?.[page];
    if (!opening) return [];
    const at = { params: route.params, query: queryOf(request.url), locale: localeOf(request), signedIn };
    return preloadedCalls(opening.calls(at), request);
  };
}
