import type { FastifyRequest } from 'fastify';

/**
 * Whether a POST comes from a page of this store: the browser's `Sec-Fetch-Site` when it sends one, else its
 * `Origin` against the address the request was made to (the host and scheme nginx passes on, for the proxies
 * believed). A request with neither is refused: every browser the store supports sends one of them with a form.
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  if (!origin || !URL.canParse(origin)) return false;
  const { host, protocol } = new URL(origin);
  return host === request.host && protocol === `${request.protocol}:`;
}
