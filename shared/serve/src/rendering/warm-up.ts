import { randomBytes } from 'node:crypto';
import type { RuntimeConfig } from '../runtime-config/runtime-config';
import type { RenderPage, RenderRequest, WarmPage } from './server-rendering';

/** What a warm-up did, for the server's log. */
export interface WarmedUp {
  pages: number;
  rendered: number;
  ms: number;
}

export interface WarmUpOptions {
  /** The app's rendering, for its code loads (`warm`) and its front doors (`warmPages`). */
  render: RenderPage;
  /** Renders a page and keeps it (`cachedRendering`'s `fill`): whether a page came of it. */
  fill: (request: RenderRequest, config: RuntimeConfig, onFailure: (error: unknown) => void) => Promise<boolean>;
  /** The configuration most shoppers get (no canary bucket): its pages are the ones kept. */
  config: RuntimeConfig;
  /**
   * Every build whose server code may run here (a canary's too, never a preview's): their code is loaded, their pages
   * are not rendered.
   */
  runnable: RuntimeConfig;
  onFailure: (error: unknown) => void;
  now?: () => number;
}

const asked = (page: WarmPage): RenderRequest => {
  const pathname = page.url.split('?')[0] ?? '/';
  return {
    url: page.url,
    pathname,
    userAgent: page.userAgent,
    acceptLanguage: page.acceptLanguage,
    cookie: '',
    nonce: randomBytes(16).toString('base64'),
  };
};

/**
 * Warms a shell server (decision 048): loads every remote's server code and pages, then renders the app's front
 * doors one after the other (a render takes the server's one thread; at once they would only slow each other),
 * each kept for the visitors who come next. A failure is reported and the warm-up goes on: a remote whose server is
 * down renders in the browser, as it would for a visitor.
 */
export async function warmUp(options: WarmUpOptions): Promise<WarmedUp> {
  const { render, fill, config, runnable, onFailure, now = Date.now } = options;
  const started = now();
  await render.warm?.(runnable).catch(onFailure);
  let rendered = 0;
  const pages = render.warmPages ?? [];
  for (const page of pages) if (await fill(asked(page), config, onFailure).catch(() => false)) rendered += 1;
  return { pages: pages.length, rendered, ms: now() - started };
}
