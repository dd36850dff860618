import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** Where the shell's server wrote the state a page it rendered hydrates with: the page was rendered. */
export const SERVER_STATE = 'id="shop-server-state"';

export const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** A text as React writes it into a page's markup. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] ?? c);

/** A page's document as a client without JavaScript gets it (a crawler, a chat app, curl), with these headers. */
export async function documentOf(request: APIRequestContext, url: string, headers: Record<string, string> = {}) {
  const response = await request.get(url, { headers: { accept: 'text/html', ...headers } });
  expect(response.status()).toBe(200);
  return { html: await response.text(), headers: response.headers() };
}

/** The first rendered document of an address: the first after a start may miss its budget while a remote loads. */
export async function renderedDocument(request: APIRequestContext, url: string, headers: Record<string, string> = {}) {
  let last = await documentOf(request, url, headers);
  await expect
    .poll(
      async () => {
        last = await documentOf(request, url, headers);
        return last.html.includes(SERVER_STATE);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return last;
}
