/** What robots.txt says: built from the shop's state, never from the request (a forged Host must not reach it). */
export interface RobotsFacts {
  /** The store's public origin (`SHOP_PUBLIC_URL`); without it no Sitemap line is written (it must be absolute). */
  publicOrigin: string | undefined;
  /** Path prefixes no crawler should fetch: the app's private pages (account, cart, checkout, ...). */
  privatePaths: readonly string[];
  /** The shop's password gate is on: nothing of the shop is public, so everything is disallowed. */
  gated: boolean;
}

/** The robots.txt of the store (RFC 9309): one group for every crawler, and the sitemap index's address. */
export function robotsTxt({ publicOrigin, privatePaths, gated }: RobotsFacts): string {
  const rules = gated ? ['Disallow: /'] : privatePaths.map((prefix) => `Disallow: ${prefix}`);
  // A gated shop names no sitemap: its sitemap answers 404 while the gate is on.
  const sitemap = publicOrigin && !gated ? ['', `Sitemap: ${publicOrigin}/sitemap.xml`] : [];
  return ['User-agent: *', ...(rules.length > 0 ? rules : ['Allow: /']), ...sitemap, ''].join('\n');
}
