import type { Writable } from 'node:stream';
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

/** A page the app rendered on the server (the shell's `server-render/`), ready to stream into the document. */
export interface RenderedPage {
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
   * The `<style>` elements of the page's markup, written once at the head's end: the browser has them before the
   * page, and the page holds no style element of its own that the client would move at hydration (decision 038).
   */
  styles?: string;
  /** Writes the page's markup to `into`, then ends it. */
  pipe: (into: Writable) => void;
}

/** Renders a page, or gives null for a page the browser renders (decided by the app). */
export type RenderPage = (
  request: RenderRequest,
  config: RuntimeConfig,
  signal: AbortSignal,
) => Promise<RenderedPage | null>;

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
 * The server's rendering with its limits: each page rendered within `budgetMs`, at most `concurrency` at once. A
 * page that cannot be rendered now (the limit), that fails, or that is slower than the budget is given null (a slow
 * render is abandoned, its calls aborted): it goes out as before, for the browser to render. The server never
 * waits without limit.
 */
export function renderingWithin(render: RenderPage, budgetMs: number, concurrency = DEFAULT_RENDER_CONCURRENCY) {
  let running = 0;
  return async function renderPage(
    request: RenderRequest,
    config: RuntimeConfig,
    onFailure: (error: unknown) => void,
  ): Promise<RenderedPage | null> {
    if (running >= concurrency) return null;
    running += 1;
    try {
      return await renderWithin(render, request, config, budgetMs, onFailure);
    } finally {
      running -= 1;
    }
  };
}

async function renderWithin(
  render: RenderPage,
  request: RenderRequest,
  config: RuntimeConfig,
  budgetMs: number,
  onFailure: (error: unknown) => void,
): Promise<RenderedPage | null> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new Error(`server rendering of ${request.url} took over ${budgetMs} ms`));
      resolve(null);
    }, budgetMs);
  });
  try {
    return await Promise.race([render(request, config, controller.signal), late]);
  } catch (error) {
    onFailure(error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}
