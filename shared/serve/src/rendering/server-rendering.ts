import type { PageRequest } from '../page/route-preloads';
import type { RuntimeConfig } from '../runtime-config/runtime-config';

/** A page request as the app's server renderer reads it: with its address (path and query). */
export interface RenderRequest extends PageRequest {
  url: string;
  /**
   * The nonce this response's CSP allows inline scripts by: React writes a few (revealing parts drawn late), and
   * each gets it.
   */
  nonce: string;
}

/**
 * A page the app rendered on the server (the shell's `server-render/`): the one type that carries it from the
 * renderer through the render cache (this process's and Redis) into the document, every part a string.
 */
export interface RenderedPage {
  /**
   * 404 when an opening call answered that what the page shows does not exist (a product id the backend does not
   * know): the document is a 404 from the first response, for the browser to draw its "Page not found", and the
   * page is never kept (spec 8).
   */
  status: 200 | 404;
  /**
   * False when an opening call failed (the backend down, slow, or answering 5xx): the page was drawn loading where
   * that answer goes. Such a page is never sent as it is, nor kept: the browser renders it, and a kept page of
   * the address goes on being served up to its stale limit (decision 053).
   */
  complete: boolean;
  /** The document's language (`<html lang>`). */
  lang: string;
  /** What goes after the page's markup: the state the page hydrates with (a JSON data block). */
  state: string;
  /** GET addresses the page was rendered with: the browser does not ask for them, so they are not preloaded. */
  answered: readonly string[];
  /**
   * The preloads React hoisted out of the page (its pictures: the first screen's largest, `fetchpriority=high`),
   * written at the head's start, before the build's script preloads: over HTTP/1.1 a browser opens six connections
   * to an origin, and a picture found after twenty scripts waits for them (decision 038).
   */
  preloads?: string;
  /**
   * What the page says of itself (decision 051): its title, description, canonical address and link-preview tags,
   * which React hoisted out of the page. Written in the head after the preloads; a title here stands in for the
   * build's own.
   */
  head?: string;
  /**
   * The `<style>` elements of the page's markup, written once at the head's end: the browser has them before the
   * page, and the page holds no style element of its own that the client would move at hydration (decision 038).
   */
  styles?: string;
  /**
   * Set when the page was drawn behind a gate only this visitor's session is known to have passed (a shop with a
   * password): it is sent to them and never kept for others, since the gate's cookie alone proves nothing
   * (decision 044).
   */
  gated?: boolean;
  /** The page's markup, written whole once everything was drawn (the root element's content). */
  markup: string;
}

/** A page that may be sent as the server drew it: complete, and of a page that exists. */
export const isWhole = (page: RenderedPage): boolean => page.complete && page.status === 200;

/** Renders a page, or gives null for a page the browser renders (decided by the app). */
export type RenderPage = ((
  request: RenderRequest,
  config: RuntimeConfig,
  signal: AbortSignal,
) => Promise<RenderedPage | null>) & {
  /**
   * Everything of the request that changes the page the app would render, besides its address and the remotes'
   * builds (its language, device, gate state), as the app decides it; null for a page never kept (a customer's).
   * Without it no page is kept (decision 044).
   */
  variantOf?: (request: PageRequest) => string | null;
  /**
   * Loads the server code of every remote in the configuration and its pages, so the first page of each renders
   * within its budget (a server warming up before it takes traffic, or after a deploy): decision 048.
   */
  warm?: (config: RuntimeConfig) => Promise<void>;
  /**
   * The calls the page opens with, as the client writes their addresses, for its HTML to preload when the server
   * did not render it (the app's declaration, decision 047). Never asked for a preview's page: it would load the
   * preview's server code.
   */
  preloadCalls?: (request: RenderRequest, config: RuntimeConfig) => Promise<readonly string[]>;
  /** The pages a server renders before it takes traffic (the app's front doors, for each device and language). */
  warmPages?: readonly WarmPage[];
};

/** A page rendered while the server warms up, as a first visitor would ask for it. */
export interface WarmPage {
  url: string;
  userAgent: string;
  acceptLanguage: string;
}

/** How long a page may take to render on the server before the browser renders it instead (decision 038). */
export const DEFAULT_RENDER_BUDGET_MS = 300;

/**
 * Pages rendered at once, per server. Rendering is CPU work on the server's one thread: past this many, a render
 * only slows the others down until all of them miss the budget (measured: at 32 pages at once without a limit, the
 * server rendered almost none and sent a quarter of the pages it sent before). A page over the limit goes out at
 * once, for the browser to render.
 */
export const DEFAULT_RENDER_CONCURRENCY = 2;

/**
 * What one render came to: its page, or none, and then whether it failed (threw, or went over its limit) rather
 * than the app deciding it renders no page for this request (a page that needs a login, the shop's gate shut).
 */
export type Render = { page: RenderedPage; failed?: never } | { page: null; failed: boolean };

/**
 * The server's rendering with its limits: at most `concurrency` at once (null when that many are running, the
 * page then goes out for the browser to render), each aborted, its calls with it, and given up on after
 * `limitMs`, or when it fails. The server never waits without limit. Its place is held until it settles, so a
 * render that goes on after its page was sent (decision 044) still counts: it takes the same one thread.
 */
export function renderSlots(render: RenderPage, concurrency = DEFAULT_RENDER_CONCURRENCY) {
  let running = 0;
  return function start(
    request: RenderRequest,
    config: RuntimeConfig,
    limitMs: number,
    onFailure: (error: unknown) => void,
  ): Promise<Render> | null {
    if (running >= concurrency) return null;
    running += 1;
    return renderWithin(render, request, config, limitMs, onFailure).finally(() => {
      running -= 1;
    });
  };
}

async function renderWithin(
  render: RenderPage,
  request: RenderRequest,
  config: RuntimeConfig,
  budgetMs: number,
  onFailure: (error: unknown) => void,
): Promise<Render> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Render>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new Error(`server rendering of ${request.url} took over ${budgetMs} ms`));
      resolve({ page: null, failed: true });
    }, budgetMs);
  });
  const drawn = render(request, config, controller.signal).then((page): Render =>
    page ? { page } : { page: null, failed: false },
  );
  try {
    return await Promise.race([drawn, late]);
  } catch (error) {
    onFailure(error);
    return { page: null, failed: true };
  } finally {
    clearTimeout(timer);
  }
}
