// What one shell server gives a crowd of first visits (issue 37, item 5): pages per second, latency, and the share of
// pages that arrived server-rendered, with many connections at once. The load comes from autocannon in this
// process; on a two-core machine it shares the cores with the servers, so the figures are a floor, not a ceiling.
import type { IncomingHttpHeaders } from 'node:http';
import autocannon from 'autocannon';
import { devices } from '@playwright/test';

/** The shell server writes this element into a page it rendered (shell/src/server-render/server-state.ts). */
const RENDERED_MARK = 'id="shop-server-state"';

const PHONE_AGENT = devices['iPhone 13'].userAgent;
const DESKTOP_AGENT = devices['Desktop Chrome'].userAgent;

/**
 * One address of the load, with the headers a shopper's browser sends for it, but for `Accept-Encoding`: the pages
 * are read uncompressed (as `autocannon` reads them, and as issue 37 measured), so the rendered ones can be told.
 */
export interface LoadAddress {
  path: string;
  headers: Record<string, string>;
}

/**
 * Home and each product, on a desktop and a phone, in English and Vietnamese: the pages a sale or a crawler brings
 * first visits to. The phone's home is its own route (`/mobile`); its product pages share the desktop's addresses.
 */
export function firstVisitAddresses(productIds: readonly number[]): LoadAddress[] {
  const paths = (phone: boolean) => [phone ? '/mobile' : '/pc', ...productIds.map((id) => `/pc/product/${id}`)];
  const addresses: LoadAddress[] = [];
  for (const phone of [false, true])
    for (const language of ['en', 'vi'])
      for (const path of paths(phone))
        addresses.push({
          path,
          headers: {
            'user-agent': phone ? PHONE_AGENT : DESKTOP_AGENT,
            'accept-language': language === 'vi' ? 'vi-VN,vi;q=0.9' : 'en-US,en;q=0.9',
          },
        });
  return addresses;
}

export interface ServerLoad {
  connections: number;
  seconds: number;
  addresses: number;
  pages_per_s: number;
  p50_ms: number;
  p99_ms: number;
  /** Responses other than 200, connection errors and timeouts. */
  errors: number;
  /** Pages that arrived with their markup and state, over all 200 pages. */
  rendered_share: number;
  /** What the render cache said (`x-shop-render`), counted. */
  render_outcomes: Record<string, number>;
}

/**
 * A small seeded generator (mulberry32): each run asks for the same addresses in the same order, so two runs differ
 * by the server, not by the draw.
 */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * `connections` at once for `seconds`, each asking for addresses drawn at random. Not in turn: connections started
 * together and going round the same list ask for the same page at the same moment, which a crowd never does, and
 * the render cache would count them all as one render's waiters.
 */
export async function serverLoad(
  baseURL: string,
  addresses: readonly LoadAddress[],
  { connections = 32, seconds = 15 } = {},
): Promise<ServerLoad> {
  let pages = 0;
  let rendered = 0;
  const outcomes: Record<string, number> = {};
  const draw = seeded(37);
  const result = await autocannon({
    url: baseURL,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const address = addresses[Math.floor(draw() * addresses.length)]!;
          return { ...request, path: address.path, headers: address.headers };
        },
        onResponse: (status: number, body: string, _context: object, headers?: IncomingHttpHeaders) => {
          if (status !== 200) return;
          pages += 1;
          if (body.includes(RENDERED_MARK)) rendered += 1;
          // Raw names as the server wrote them: ours writes them in lower case.
          const outcome = String(headers?.['x-shop-render'] ?? 'none');
          outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
        },
      },
    ],
  });
  return {
    connections,
    seconds,
    addresses: addresses.length,
    pages_per_s: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    rendered_share: pages === 0 ? 0 : Math.round((rendered / pages) * 1000) / 1000,
    render_outcomes: outcomes,
  };
}
