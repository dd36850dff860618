import { createContext, useContext } from 'react';

/**
 * The store's public origin (`https://shop.example`, the operator's `SHOP_PUBLIC_URL`), which the shell's server
 * writes into every page's configuration and renders with (decision 051). Null where it is not set: the head then
 * names no address it cannot make absolute (canonical, `og:url`, `og:image`), on the server and in the browser alike,
 * so hydration finds the same tags. Never the request's Host: a forged one would be kept in the render cache.
 */
export const PublicOriginContext = createContext<string | null>(null);

export const usePublicOrigin = (): string | null => useContext(PublicOriginContext);

/**
 * `address` made absolute on `origin`: an http(s) address as it is, a path on the store's origin (`/uploads/x.svg`)
 * joined to it; anything else (a protocol-relative or `data:` address, no origin) gives undefined.
 */
export function absoluteAddress(origin: string | null, address: string | undefined): string | undefined {
  if (!address) return undefined;
  if (/^https?:\/\//i.test(address)) return URL.canParse(address) ? address : undefined;
  if (!origin || !/^\/(?!\/)/.test(address)) return undefined;
  return `${origin}${address}`;
}
