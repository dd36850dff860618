import type { RenderedPage, RenderPage, RenderRequest } from '../rendering/server-rendering';
import { renderedPage } from './rendered-page';
import { cookieOf } from '@shop/platform/cookie-header';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An app's renderer that counts its renders, writes an inline script with the nonce it was given (as React does)
 * and keys a page by its `locale` cookie; a visitor with `authorization` is a customer, never kept. Its page says
 * which render it was (`<main>render 2</main>`), and whose (`label`).
 */
export function countingRenderer(options: { delayMs?: number; page?: Partial<RenderedPage>; label?: string } = {}) {
  // Which server rendered a page, when several share them.
  const by = options.label ? `${options.label} ` : '';
  const renders: RenderRequest[] = [];
  const render: RenderPage = Object.assign(
    async (request: RenderRequest) => {
      renders.push(request);
      if (options.delayMs) await wait(options.delayMs);
      return renderedPage({
        state: '<script id="shop-server-state" type="application/json">{}</script>',
        markup: `<main>${by}render ${renders.length}</main><script nonce="${request.nonce}">1</script>`,
        ...options.page,
      });
    },
    {
      variantOf: (request: { cookie: string }) =>
        cookieOf(request.cookie, 'authorization') === null
          ? `locale=${cookieOf(request.cookie, 'locale') ?? ''}`
          : null,
    },
  );
  return { render, renders };
}
