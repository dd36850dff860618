// The bench's load figure (issue 37, item 5): one shell server just started, then a crowd of first visits, with the
// render cache off (what every page cost before decision 044) and on (as deployed).
import { freePort } from '@shop/serve/testing/run-server';
import { startStore } from '../support/start-store';
import { firstVisitAddresses, serverLoad, type ServerLoad } from './server-load';

export const LOAD_CONNECTIONS = 32;
const LOAD_SECONDS = Math.max(5, Number(process.env.BENCH_LOAD_SECONDS ?? 15));
const PRODUCTS = 50;

export interface LoadFigures {
  /** `SHOP_RENDER_CACHE_BYTES=0`: every page rendered or sent unrendered, as before decision 044. */
  cache_off: ServerLoad;
  /** The defaults. */
  cache_on: ServerLoad;
}

/** The first `count` products' ids, as a visitor's list gives them. */
async function productIds(baseURL: string, count: number): Promise<number[]> {
  const answer = await fetch(`${baseURL}/shop-api/product/list?page_size=${count}`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  const body = (await answer.json()) as { code: number; data?: { items: { id: number }[] } };
  if (body.code !== 0 || !body.data) throw new Error(`the product list answered ${JSON.stringify(body)}`);
  return body.data.items.map((item) => item.id);
}

/** A fresh store (its own backend and shell server) per setting, so each figure starts from a server just started. */
async function loadOn(remotes: Record<string, string>, shellEnv: Record<string, string>): Promise<ServerLoad> {
  const store = await startStore({ shellPort: await freePort(), remotes, shellEnv });
  try {
    const addresses = firstVisitAddresses(await productIds(store.baseURL, PRODUCTS));
    return await serverLoad(store.baseURL, addresses, { connections: LOAD_CONNECTIONS, seconds: LOAD_SECONDS });
  } finally {
    await store.stop();
  }
}

export async function loadFigures(remotes: Record<string, string>): Promise<LoadFigures> {
  console.log(`[bench] load: ${LOAD_CONNECTIONS} connections for ${LOAD_SECONDS} s, render cache off then on`);
  const cacheOff = await loadOn(remotes, { SHOP_RENDER_CACHE_BYTES: '0' });
  const cacheOn = await loadOn(remotes, {});
  return { cache_off: cacheOff, cache_on: cacheOn };
}
