import * as v from 'valibot';
import type { SitemapProduct } from './sitemap-xml';

/** The backend's envelope, as far as the shell server reads it. */
const envelope = <T extends v.GenericSchema>(data: T) => v.object({ code: v.number(), data });

const gateAnswer = envelope(v.object({ protected: v.boolean() }));
const sitemapAnswer = envelope(v.array(v.object({ id: v.number(), updated_at: v.string() })));

/** The backend's answer said the shop's password gate is on (423), or a call failed: the sitemap is not built. */
export class BackendReadError extends Error {}

async function readJson<T extends v.GenericSchema>(url: string, schema: T): Promise<v.InferOutput<T>> {
  // Asked as a browser's call is (the backend's envelope), with no cookie: the shell server is nobody's session.
  const response = await fetch(url, {
    headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    signal: AbortSignal.timeout(10_000),
  });
  const parsed = v.safeParse(schema, await response.json().catch(() => null));
  if (!response.ok || !parsed.success) throw new BackendReadError(`${url} answered ${response.status}`);
  return parsed.output;
}

/** Whether the shop's password gate is on (`GET /shop-hapi/website/password`, `protected`). */
export async function readShopGate(apiUrl: string): Promise<boolean> {
  return (await readJson(new URL('/shop-hapi/website/password', apiUrl).href, gateAnswer)).data.protected;
}

/**
 * Every product's id and last change, read by keyset pages of `pageSize` (`GET /shop-api/product/sitemap`, made for
 * this: the list call pages 20 to 100 at a time). The backend caps a page; an empty one is the end.
 */
export async function readCatalogue(apiUrl: string, pageSize: number): Promise<SitemapProduct[]> {
  const products: SitemapProduct[] = [];
  let after = 0;
  for (;;) {
    const url = new URL('/shop-api/product/sitemap', apiUrl);
    url.search = new URLSearchParams({ after: String(after), limit: String(pageSize) }).toString();
    const page = (await readJson(url.href, sitemapAnswer)).data;
    if (page.length === 0) return products;
    const last = page[page.length - 1]!.id;
    // A page that does not move forward would loop for ever.
    if (last <= after) throw new BackendReadError(`the sitemap page after ${after} went backwards`);
    for (const product of page) products.push(product);
    after = last;
  }
}
