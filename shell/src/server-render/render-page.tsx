import { Writable } from 'node:stream';
import type { RenderedPage } from '@shop/serve';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { unstable_serialize } from 'swr';
import { getWebsitePassword } from '@shop/api/calls';
import {
  createStoreI18n,
  openingKeys,
  registerNamespace,
  type RemoteModule,
  type RemoteName,
  serverFallback,
  type ServerAnswer,
} from '@shop/platform';
import { App } from '../app/app';
import { appRoutes } from '../app/create-router';
import shellEn from '../i18n/en';
import { SHELL_NAMESPACE, shellTranslations } from '../i18n/texts';
import { ServerRemotes } from '../remotes/remote-cache';
import { detectDevice } from '../routing/device';
import { rootFontCss } from '../theme/font-scaling';
import { localeOf, type PageRequest } from '../routing/page-request';
import { matchRoute } from '../routing/route-status';
import { collectAskedKeys } from './asked-keys';
import { hoistedHead } from './hoisted-head';
import { openingAnswers, queryOf } from './opening-answers';
import { headStyles, renderStylesCache } from './page-styles';
import { serverCalls, visitorCookies } from './server-calls';
import { serverEntryOf, type LoadServerRemote } from './remote-servers';
import type { ServerState } from './server-state';
import { serverSessionOf, sessionProof } from './server-session';
import { SHELL_OPENING } from './shell-opening';
import { undeclaredCalls, type UndeclaredCall } from './undeclared-calls';

/** A page the server can render: the request with its address (path and query), and its CSP nonce. */
export interface ServerPageRequest extends PageRequest {
  url: string;
  nonce: string;
}

/**
 * A page the shell rendered, before its state is written out: `@shop/serve`'s `RenderedPage` (its status and
 * completeness, the hoisted preloads, the styles, the markup), with the state as the shell keeps it.
 */
export interface RenderedShellPage extends Required<
  Pick<RenderedPage, 'status' | 'complete' | 'preloads' | 'head' | 'styles' | 'markup' | 'gated'>
> {
  state: ServerState;
}

export interface PageRendererOptions {
  /** The backend, as the shell's server forwards the API to it. */
  apiUrl: string;
  loadRemote: LoadServerRemote;
  /** Told of each call a render asks for that its page does not declare (default: counted, the first logged). */
  undeclared?: UndeclaredCall;
}

/** A page whose opening calls failed before anything could be drawn: incomplete, never sent nor kept. */
const UNDRAWN = { status: 200, complete: false, gated: false, preloads: '', head: '', styles: '', markup: '' } as const;

/** A page address that ends somewhere else (an unknown path is not, it is drawn as not found). */
class NotRendered extends Error {}

/**
 * The shell's server rendering of a page (decision 038): the shell and the page's remote through Module
 * Federation's runtime, drawn with the answers the page asks for, read from the backend as its shopper would.
 *
 * Rendered for a visitor on a remote's page that needs no login, and for a customer (the session cookie) on any
 * remote's page, whose calls are read with their token (decision 046), while the shop gate is open to them. A
 * customer's page is theirs alone: never kept (`renderVariant`), sent `private, no-store`. A session the backend
 * does not know renders no page. Every other page, and any failure here, is `null`: the browser renders it as
 * before.
 */
export function pageRenderer(options: PageRendererOptions) {
  const undeclared = options.undeclared ?? undeclaredCalls().note;

  /** `remotes`: their addresses for this request (the runtime configuration, with the shopper's bucket). */
  return async function renderPage(
    request: ServerPageRequest,
    remotes: Readonly<Record<string, string>>,
    signal: AbortSignal,
    /** The store's public origin, for the page's head (decision 051); the same the browser is given. */
    publicOrigin?: string,
  ): Promise<RenderedShellPage | null> {
    const session = serverSessionOf(request.cookie);
    const device = detectDevice(request.userAgent);
    const route = matchRoute(request.pathname, device);
    // A visitor on a page that needs a login is led to it: nothing of that page is drawn.
    if (!route || (route.spec.requiresLogin && !session.token) || route.spec.owner.kind !== 'remote') return null;
    const { remote: name, page } = route.spec.owner;
    const entry = serverEntryOf(remotes[name]);
    if (!entry) return null;

    const locale = localeOf(request);
    const { read, outcome } = serverCalls({
      apiUrl: options.apiUrl,
      cookie: visitorCookies(request.cookie),
      token: session.token,
      signal,
    });
    const sessionKey = session.rendered.key;
    const at = { params: route.params, query: queryOf(request.url), locale, signedIn: session.token !== null };
    const shellKeys = openingKeys(SHELL_OPENING, sessionKey);
    // The page's opening calls are declared beside its route (decision 047): read with the shell's own, the gate
    // and the header (which proves a customer's session, decision 046) among them, before the one render.
    const [{ remote, opened }, i18n, shell] = await Promise.all([
      loadPage(options.loadRemote, name as RemoteName, page, entry).then(async (loaded) => ({
        remote: loaded,
        opened: await openingAnswers(loaded.opening?.[page], at, read, sessionKey),
      })),
      createStoreI18n(locale, { [SHELL_NAMESPACE]: shellTranslations }, { [SHELL_NAMESPACE]: shellEn }),
      read(shellKeys),
    ]);
    // The gate's answer decides the page (spec 4): without it, or with the gate shut, the browser decides.
    const gate = shell.find(([key]) => key[0] === getWebsitePassword.path)?.[1] as
      { is_page?: boolean; protected?: boolean } | undefined;
    // Its call failed: the page is not known to be anyone's to draw, nor known to be no one's. Incomplete, so a
    // kept page of the address goes on being served (decision 053); nothing of it is drawn.
    if (!gate && outcome.failed) {
      const state = { locale, device, remote: { name: name as RemoteName, page }, session: session.rendered };
      return { ...UNDRAWN, state: { ...state, answers: [] } };
    }
    if (!gate || gate.is_page === true || !sessionProof(session).holds(shell)) return null;
    await registerNamespace(i18n, remote.namespace, remote.translations);

    const answers = new Map<string, ServerAnswer>(
      [...shell, ...opened.answers].map((answer) => [unstable_serialize(answer[0]), answer]),
    );
    const declared = new Set([...shellKeys, ...opened.asked].map((key) => unstable_serialize(key)));
    const loaded = new Map([[name as RemoteName, remote]]);
    const router = createMemoryRouter(appRoutes(device), { initialEntries: [request.url] });
    const here = router.state.location.pathname;
    const used = new Set<string>();
    const swr = {
      // A cache of its own per render: nothing one visitor's page reads is seen by another's.
      provider: () => new Map(),
      fallback: serverFallback([...answers.values()]),
      use: [
        collectAskedKeys((key) => {
          const id = unstable_serialize(key);
          used.add(id);
          // Drawn loading, as the browser draws it before it asks: the declaration is what is read here.
          if (!declared.has(id)) undeclared(`${name}.${page}`, key);
        }),
      ],
    };

    try {
      const styles = renderStylesCache();
      const markup = await renderInMemory(
        <CacheProvider value={styles}>
          <ServerRemotes.Provider value={loaded}>
            <App i18n={i18n} router={router} swr={swr} session={session.rendered} publicOrigin={publicOrigin} />
          </ServerRemotes.Provider>
        </CacheProvider>,
        request.nonce,
        signal,
      );
      if (router.state.location.pathname !== here) throw new NotRendered(`${request.url} leads elsewhere`);
      const state: ServerState = {
        locale,
        device,
        remote: { name: name as RemoteName, page },
        session: session.rendered,
        // What this render drew with: an answer read that the page did not ask for is left out.
        answers: [...answers].filter(([id]) => used.has(id)).map(([, answer]) => answer),
      };
      const drawn = hoistedHead(Buffer.concat(markup).toString('utf8'));
      return {
        // Known once every opening call settled (the reads above): a page that does not exist is a 404, and one
        // drawn while a call failed is incomplete, never kept (decision 053).
        status: outcome.notFound ? 404 : 200,
        complete: !outcome.failed,
        state,
        // A shop with a password: this visitor's session passed its gate, which no cookie of theirs proves to
        // anyone else, so the page is never kept for others (decision 044).
        gated: gate.protected !== false,
        preloads: drawn.preloads,
        head: drawn.head,
        styles: `<style>${rootFontCss(device)}</style>${headStyles(styles, drawn.markup)}`,
        markup: drawn.markup,
      };
    } finally {
      router.dispose();
    }
  };
}

/**
 * One render of the page, written to memory once everything is drawn (`onAllReady`) and with every part in place
 * (no progressive chunks): React then writes no script to reveal parts drawn late, and any it writes carries the
 * response's nonce.
 */
function renderInMemory(element: ReactNode, nonce: string, signal: AbortSignal): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const into = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(chunks);
        done();
      },
    });
    const rendering = renderToPipeableStream(element, {
      nonce,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => rendering.pipe(into),
      onShellError: reject,
      onError: (error) => void console.error('server rendering', error),
    });
    signal.addEventListener('abort', () => rendering.abort(signal.reason), { once: true });
  });
}

/** The remote's server build and the page's code, loaded before the page renders, so nothing suspends. */
async function loadPage(load: LoadServerRemote, name: RemoteName, page: string, entry: string): Promise<RemoteModule> {
  const remote = await load(name, entry);
  const loadChunk = remote.load?.[page];
  if (!loadChunk || !remote.pages[page]) throw new Error(`remote ${name} has no page ${page}`);
  await loadChunk();
  return remote;
}
