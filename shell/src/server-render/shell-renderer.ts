import { toQueryString } from '@shop/api';
import type { RenderPage } from '@shop/serve';
import { pageRenderer } from './render-page';
import { remoteServers } from './remote-servers';
import { FRONT_DOORS, loadEveryPage } from './warm-pages';
import { openingPreloads } from './opening-preloads';
import { renderVariant } from './render-variant';
import { serverStateElement } from './server-state';
import { SessionRejected } from './server-session';

/** A session the backend no longer knows is an ordinary end of a page's render, not a failure to log. */
const noPageForRejected = (error: unknown): null => {
  if (error instanceof SessionRejected) return null;
  throw error;
};

/**
 * The versions of the shared packages this server provides to the remotes' server builds: written in by the build
 * (@shop/build's server bundle, as the browser build writes `build-info.json`).
 */
const SHARED_VERSIONS: Readonly<Record<string, string>> = JSON.parse(process.env.SHOP_SHARED_VERSIONS ?? '{}');

/**
 * The shell's server rendering as @shop/serve's shell server takes it (`renderPage`): remotes' server entries only
 * from addresses `allowed` says may run here (live and canary builds, the operator's: never a preview's).
 */
export function shellRenderer(
  apiUrl: string,
  allowed: (address: string) => boolean,
  sharedVersions = SHARED_VERSIONS,
): RenderPage {
  const loadRemote = remoteServers(sharedVersions, { allowed });
  const render = pageRenderer({ apiUrl, loadRemote });
  const renderPage: RenderPage = async (request, config, signal) => {
    const page = await render(request, config.remotes, signal, config.publicOrigin).catch(noPageForRejected);
    if (!page) return null;
    return {
      status: page.status,
      complete: page.complete,
      lang: page.state.locale,
      state: serverStateElement(page.state),
      // As the client writes a GET call's address (`api-client.ts`), so the preloads left out are exactly these.
      answered: page.state.answers.map(([key]) => `${key[0]}${toQueryString(JSON.parse(key[1]) as object)}`),
      preloads: page.preloads,
      head: page.head,
      styles: page.styles,
      gated: page.gated,
      markup: page.markup,
    };
  };
  // What a kept page is keyed by, besides its address and builds (decision 044); a customer's is never kept.
  renderPage.variantOf = renderVariant;
  // Before a server takes traffic, and after a deploy (decision 048).
  renderPage.warm = (config) => loadEveryPage(loadRemote, config.remotes);
  renderPage.warmPages = FRONT_DOORS;
  const preloadCalls = openingPreloads(loadRemote);
  renderPage.preloadCalls = (request, config) => preloadCalls(request, config.remotes);
  return renderPage;
}
