import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { getWebsitePassword } from '@shop/api/calls';
import {
  api,
  createStoreI18n,
  detectLocale,
  getToken,
  preloadCall,
  reportSignal,
  seedServerAnswers,
  serverFallback,
  sessionKey,
  signOut,
  startSignals,
  type Locale,
} from '@shop/platform';
import { App, AppProviders } from './app/app';
import { createRouter } from './app/create-router';
import { holdEarlyInput } from './boot/early-input';
import { showStartFailure } from './boot/start-failure';
import { ErrorScreen } from './errors/error-screen';
import shellEn from './i18n/en';
import { SHELL_NAMESPACE, shellTranslations } from './i18n/texts';
import { reloadOnceForChunkError } from './remotes/chunk-reload';
import { registerRemoteEntries } from './remotes/load-remote';
import { preloadPath } from './remotes/preload-route';
import { getRemote, hydrateWith } from './remotes/remote-cache';
import { fetchRuntimeConfig, signalsShareOf, type RuntimeConfig } from './remotes/runtime-config';
import { detectDevice, prefixedPath, type Device } from './routing/device';
import { loginPath } from './routing/guards';
import { readServerState, type ServerState } from './server-render/server-state';
import { startVitals } from './signals/start-vitals';
import { startFontScaling } from './theme/font-scaling';
import { browserStorage, DEFAULT_THEME_COLOUR, readThemeColour } from './theme/theme-colour';

/**
 * The server's rendering of this page, when the browser would draw the same (decision 038): the same language,
 * device and session (decision 046: a sign-in or sign-out in another tab since the request is another page), and
 * the default theme colour (a colour kept in this browser's storage is not known to the server). Otherwise the
 * page is drawn afresh over it.
 */
function serverRendering(locale: Locale, device: Device): ServerState | null {
  const state = readServerState(document);
  if (!state || state.locale !== locale || state.device !== device) return null;
  if (state.session.authenticated !== (getToken() !== null) || state.session.key !== sessionKey()) return null;
  return readThemeColour(browserStorage()) === DEFAULT_THEME_COLOUR ? state : null;
}

async function start(container: HTMLElement): Promise<void> {
  const device = detectDevice(navigator.userAgent, navigator.maxTouchPoints);
  startFontScaling(device);
  const locale = detectLocale();
  document.documentElement.lang = locale;
  let server = serverRendering(locale, device);
  // The server's drawing is on screen and looks ready: a tap or typing on it before React listens is held, not lost.
  const releaseEarlyInput = server ? holdEarlyInput(container) : () => undefined;

  // The server's answers (the gate's among them) are in the cache before anything reads it.
  if (server) await seedServerAnswers(server.answers);
  // Spec 4's gate check starts with the page, in parallel with the texts and the runtime configuration, so the
  // first route does not wait for it before loading its remote.
  else void preloadCall(getWebsitePassword, {});
  const textFailures: unknown[] = [];
  const [i18n, config] = await Promise.all([
    // The header and every fallback are worded with these: bundled English stands in if they fail to load.
    createStoreI18n(locale, { [SHELL_NAMESPACE]: shellTranslations }, { [SHELL_NAMESPACE]: shellEn }, (_, error) =>
      textFailures.push(error),
    ),
    // Remotes are found at run time; without the configuration every remote area shows its fallback.
    fetchRuntimeConfig().catch((error: unknown): RuntimeConfig => {
      console.error('runtime configuration unavailable', error);
      return { remotes: {} };
    }),
    // Spec 8: a CSRF fetch failure is ignored (the client swallows it).
    api.refreshCsrf(),
  ]);
  // Signals from this page load, per remote and build (docs/releasing.md): sent after the load event, with the
  // page's token, which names the builds.
  startSignals({ token: config.signalsToken, sampleRate: signalsShareOf(config) });
  startVitals();
  for (let i = 0; i < textFailures.length; i += 1) reportSignal({ kind: 'load-error', remote: 'shell', name: 'texts' });
  // Texts that could not be fetched twice are a chunk that failed like any other (decision 031): the page reloads
  // once for them, which fetches the current build's files; within 10 s of that, the bundled English stays.
  if (textFailures.some((error) => reloadOnceForChunkError(error))) return;
  let root: ReturnType<typeof createRoot> | null = null;
  try {
    await registerRemoteEntries(config);
    let hydrationFailed = false;
    if (server?.remote) {
      // Hydration draws the page at once, as the server did: its remote and chunk come first. Should they fail
      // here, the page is drawn afresh, its area showing the failure with a retry, as without the server.
      const { name, page } = server.remote;
      // The failure names the remote when it arrived and only the page's chunk failed: its view counts, as it
      // would without the server (the shoppers' signals compare error rates per view).
      const failure = await getRemote(name, i18n).then(
        async (module) =>
          module.load?.[page]?.().then(
            () => undefined,
            (error: unknown) => ({ error, module }),
          ),
        (error: unknown) => ({ error }),
      );
      // A file that failed reloads the page once (decision 031); otherwise the page starts from the failure.
      if (failure && reloadOnceForChunkError(failure.error)) return;
      hydrateWith(name, page, failure);
      if (failure) [server, hydrationFailed] = [null, true];
    }
    // The first page's remote and chunk start now, while the gate check is still on its way (its calls are the
    // HTML's preloads and the page's own, at once: a warm-up would read each twice). Not
    // after its chunk has just failed twice: the page shows that failure, and a third try would be a loop's start.
    if (!hydrationFailed) preloadPath(prefixedPath(window.location.pathname, device), i18n, { calls: false });

    const router = createRouter(device);
    // Spec 4 and 8: a 401 from any call ends the session and sends the user to login, and back afterwards.
    api.setUnauthorizedHandler(() => {
      signOut();
      const { pathname, search } = router.state.location;
      void router.navigate(loginPath(`${pathname}${search}`), { replace: true });
    });
    if (server) {
      const hydrating = server;
      const fallback = serverFallback(hydrating.answers);
      // As a transition, the hydration yields to the browser every few milliseconds instead of holding the main
      // thread for the whole page: the server's screen is already drawn, so nothing waits for it, and a tap on a
      // part not hydrated yet is replayed once that part is (React hydrates it first).
      startTransition(() => {
        hydrateRoot(
          container,
          <App
            i18n={i18n}
            router={router}
            swr={{ fallback }}
            session={hydrating.session}
            publicOrigin={config.publicOrigin}
          />,
        );
        releaseEarlyInput();
      });
    } else {
      // Drawn as a transition too: React yields to the browser while it renders the first page, rather than hold
      // the main thread for the whole tree (a customer's cart: one task of about a second on a slowed phone).
      releaseEarlyInput();
      const fresh = (root = createRoot(container));
      // The page's own view, as its configuration says it (its banner reads what it draws: `preview/view-of.ts`).
      const view = config.preview ? config : undefined;
      startTransition(() =>
        fresh.render(<App i18n={i18n} router={router} publicOrigin={config.publicOrigin} view={view} />),
      );
    }
  } catch (error) {
    // Spec 8: start-up errors are logged and shown as the full-page error screen.
    console.error('start-up failed', error);
    releaseEarlyInput();
    (root ?? createRoot(container)).render(
      <AppProviders i18n={i18n}>
        <ErrorScreen />
      </AppProviders>,
    );
  }
}

const container = document.getElementById('root');
if (container) {
  start(container).catch((error: unknown) => {
    // Never a blank page: what fails before React can render anything shows the entry's own screen.
    console.error('start-up failed', error);
    showStartFailure();
  });
}
