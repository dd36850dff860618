import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Shopper } from './runtime-config-source';

/** The cookie that keeps a shopper in one bucket (0 … 99) of every canary, from one page load to the next. */
export const BUCKET_COOKIE = 'shop_bucket';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The cookie `verify` sets to see a build before it is live: `<remote>.<key>`. */
export const PREVIEW_COOKIE = 'shop_preview';

const cookieValue = (cookie: string | undefined, name: string): string | undefined =>
  new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookie ?? '')?.[1];

const bucketIn = (cookie: string | undefined): number | null => {
  const value = cookieValue(cookie, BUCKET_COOKIE);
  return value !== undefined && /^\d{1,2}$/.test(value) ? Number(value) : null;
};

/** What decides the builds a page is given: the sticky bucket, and a preview key if the browser holds one. */
export function shopperOf(request: FastifyRequest, reply: FastifyReply): Shopper {
  return {
    bucket: shopperBucket(request, reply),
    preview: cookieValue(request.headers.cookie, PREVIEW_COOKIE) ?? null,
  };
}

/**
 * The shopper's sticky bucket: read from the cookie, or drawn at random and set on this answer. A canary with a
 * share of 10 % is given to buckets 0 … 9, so a shopper stays in or out of it on every page load, and raising the
 * share only adds shoppers. The bucket says nothing about who the shopper is.
 */
export function shopperBucket(request: FastifyRequest, reply: FastifyReply): number {
  const known = bucketIn(request.headers.cookie);
  if (known !== null) return known;
  const drawn = randomInt(100);
  // Set once per answer, even if asked twice (the page and its configuration).
  if (!reply.hasHeader('set-cookie')) {
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${BUCKET_COOKIE}=${drawn}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax; HttpOnly${secure}`,
    );
  }
  return drawn;
}
