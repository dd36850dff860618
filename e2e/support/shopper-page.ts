/** What a page document gave a shopper: the configuration written into it, and the cookie it set. */
export interface ShopperPage {
  status: number;
  /** The page's own configuration: its builds and, for a shopper the store issued an id to, its signals token. */
  config: { builds?: Record<string, string>; signalsToken?: string };
  /** `shop_bucket=…` as the answer set it, or '' when it set none. */
  cookie: string;
}

/**
 * A shopper's page document (`/pc`), as a browser asks for it: the only answer that issues a shopper id and a
 * signals token for it (decision 056). `headers` may name a cookie, or a client address for nginx to pass on.
 */
export async function shopperPage(baseURL: string, headers: Record<string, string> = {}): Promise<ShopperPage> {
  const response = await fetch(`${baseURL}/pc`, { headers: { accept: 'text/html', ...headers } });
  const html = await response.text();
  const json = /<script id="runtime-config" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
  return {
    status: response.status,
    config: JSON.parse(json) as ShopperPage['config'],
    cookie:
      response.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith('shop_bucket='))
        ?.split(';')[0] ?? '',
  };
}
