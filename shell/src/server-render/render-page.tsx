import type { Writable } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { unstable_serialize } from 'swr';
import { getWebsitePassword } from '@shop/api/calls';
import {
  callKey,
  createStoreI18n,
  registerNamespace,
  type CallKey,
  type RemoteModule,
  type RemoteName,
  serverFallback,
  type ServerAnswer,
} from '@shop/platform';
import { AUTH_COOKIE } from '@shop/platform/routes';
import { App } from '../app/app';
import { appRoutes } from '../app/create-router';
import shellEn from '../i18n/en';
import { SHELL_NAMESPACE, shellTranslations } from '../i18n/texts';
import { ServerRemotes } from '../remotes/remote-cache';
import { detectDevice } from '../routing/device';
import { cookieOf, localeOf, type PageRequest } from '../routing/page-request';
import { matchRoute } from '../routing/route-status';
import { collectAskedKeys } from './asked-keys';
import { serverCalls, visitorCookies } from './server-calls';
import type { LoadServerRemote } from './remote-servers';
import { serverEntryOf } from './remote-servers';
import type { ServerState } from './server-state';

/** A page the server can render: the request with its address (path and query), and its CSP nonce. */
export interface ServerPageRequest extends PageRequest {
  url: string;
  nonce: string;
}

/** A rendered page, ready to be streamed into the document's root element. */
export interface RenderedPage {
  state: ServerState;
  /** Writes the page's markup (React's stream) to `into`, then ends it. */
  pipe: (into: Writable) => void;
}

export interface PageRendererOptions {
  /** The backend, as the shell's server forwards the API to it. */
  apiUrl: string;
  loadRemote: LoadServerRemote;
}

/** Renders with the answers read so far, asking for more: a page's later calls depend on its first answers. */
const MAX_READS = 4;
/** The session part of a visitor's keys, as `sessionKey()` gives it on a page that has not signed in. */
const VISITOR = 'visitor:0';

/** A page address that ends somewhere else (an unknown path is not, it is drawn as not found). */
class NotRendered extends Error {}

/**
 * The shell's server rendering of a page (decision 038): the shell and the page's remote through Module
 * Federation's runtime, drawn with the answers the page asks for, read from the backend as the visitor would.
 *
 * Rendered only for a visitor (no session cookie) on a remote's page that needs no login, while the shop gate is
 * open to them: a customer's page (prices, name, counters) is drawn in their browser only, so no HTML with their
 * data is ever made, let alone cached. Every other page, and any failure here, is `null`: the browser renders it as
 * before.
 */
export function pageRenderer(options: PageRendererOptions) {
  /** `remotes`: their addresses for this request (the runtime configuration, with the shopper's bucket). */
  return async function renderPage(
    request: ServerPageRequest,
    remotes: Readonly<Record<string, string>>,
    signal: AbortSignal,
  ): Promise<RenderedPage | null> {
    if (cookieOf(request.cookie, AUTH_COOKIE)) return null;
    const device = detectDevice(request.userAgent);
    const route = matchRoute(request.pathname, device);
    if (!route || route.spec.requiresLogin || route.spec.owner.kind !== 'remote') return null;
    const { remote: name, page } = route.spec.owner;
    const entry = serverEntryOf(remotes[name]);
    if (!entry) return null;

    const locale = localeOf(request);
    const read = serverCalls({ apiUrl: options.apiUrl, cookie: visitorCookies(request.cookie), signal });
    const gateKey = callKey(getWebsitePassword, {}, VISITOR);
    const [remote, i18n, gate] = await Promise.all([
      loadPage(options.loadRemote, name as RemoteName, page, entry),
      createStoreI18n(locale, { [SHELL_NAMESPACE]: shellTranslations }, { [SHELL_NAMESPACE]: shellEn }),
      read([gateKey]),
    ]);
    // The gate's answer decides the page (spec 4): without it, or with the gate shut, the browser decides.
    const gateAnswer = gate[0]?.[1] as { is_page?: boolean } | undefined;
    if (!gateAnswer || gateAnswer.is_page === true) return null;
    await registerNamespace(i18n, remote.namespace, remote.translations);

    const answers = new Map<string, ServerAnswer>(gate.map((answer) => [unstable_serialize(answer[0]), answer]));
    const tried = new Set(answers.keys());
    const loaded = new Map([[name as RemoteName, remote]]);
    const tree = (asked?: (key: CallKey) => void) => {
      const router = createMemoryRouter(appRoutes(device), { initialEntries: [request.url] });
      const fallback = serverFallback([...answers.values()]);
      // A cache of its own per render: nothing one visitor's page reads is seen by another's.
      const swr = { provider: () => new Map(), fallback, ...(asked ? { use: [collectAskedKeys(asked)] } : {}) };
      return {
        router,
        element: (
          <ServerRemotes.Provider value={loaded}>
            <App i18n={i18n} router={router} swr={swr} />
          </ServerRemotes.Provider>
        ),
      };
    };

    for (let reads = 0; reads < MAX_READS; reads += 1) {
      const asked = new Map<string, CallKey>();
      const pass = tree((key) => {
        const id = unstable_serialize(key);
        if (!tried.has(id)) asked.set(id, key);
      });
      renderToString(pass.element);
      const redirected = pass.router.state.location.pathname !== new URL(request.url, 'http://x').pathname;
      pass.router.dispose();
      if (redirected) throw new NotRendered(`${request.url} leads elsewhere`);
      if (asked.size === 0) break;
      for (const id of asked.keys()) tried.add(id);
      for (const answer of await read([...asked.values()])) answers.set(unstable_serialize(answer[0]), answer);
      signal.throwIfAborted();
    }

    const state: ServerState = {
      locale,
      device,
      remote: { name: name as RemoteName, page },
      answers: [...answers.values()],
    };
    const final = tree();
    const stream = await new Promise<{ pipe: (into: Writable) => void }>((resolve, reject) => {
      const rendering = renderToPipeableStream(final.element, {
        nonce: request.nonce,
        // Every part in place, in order: React would otherwise send a large part after the rest and reveal it with a
        // script, which the page's first paint (and a visitor without JavaScript) would not have.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // Sent whole once everything is drawn: React then writes no inline script to reveal late parts (the CSP
        // allows none), and the page's data was read before this render, so nothing here waits long.
        onAllReady: () => resolve(rendering),
        onShellError: reject,
        onError: (error) => void console.error('server rendering', error),
      });
      signal.addEventListener('abort', () => rendering.abort(signal.reason), { once: true });
    });
    return {
      state,
      pipe: (into) => {
        into.on('finish', () => final.router.dispose());
        stream.pipe(into);
      },
    };
  };
}

/** The remote's server build and the page's code, loaded before the page renders, so nothing suspends. */
async function loadPage(load: LoadServerRemote, name: RemoteName, page: string, entry: string): Promise<RemoteModule> {
  const remote = await load(name, entry);
  const loadChunk = remote.load?.[page];
  if (!loadChunk || !remote.pages[page]) throw new Error(`remote ${name} has no page ${page}`);
  await loadChunk();
  return remote;
}
