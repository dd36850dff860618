import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOf } from '@shop/platform/cookie-header';
import type { Shopper } from './runtime-config-source';

/**
 * The cookie that keeps a shopper in one bucket (0 … 99) of every canary, from one page load to the next, with a
 * random id the shoppers' signals count distinct shoppers by: `NN.<id>`. An older cookie holds the bucket alone
 * (`NN`); it keeps its bucket and is given an id.
 */
export const BUCKET_COOKIE = 'shop_bucket';
const ONE_YEAR_S = 365 * 24 * 60 * 60;
const STICKY = /^(\d{1,2})(?:\.([\w-]{1,40}))?$/;

/** The cookie `verify` sets to see a build before it is live: `<remote>.<key>`. */
export const PREVIEW_COOKIE = 'shop_preview';

/** A shopper as a page answer knows them: their builds' inputs and the id their signals count as. */
export interface ShopperVisit extends Shopper {
  bucket: number;
  /** Random, 16 base64url characters: it says nothing about who the shopper is. */
  id: string;
}

/** What was worked out for an answer, so asking twice (the page and its configuration) sets one cookie. */
const answered = new WeakMap<FastifyReply, ShopperVisit>();

/**
 * The shopper behind a request: the sticky bucket and id read from the cookie, or drawn at random and set on this
 * answer; and the preview key, if the browser holds one. A canary with a share of 10 % is given to buckets 0 … 9,
 * so a shopper stays in or out of it on every page load, and raising the share only adds shoppers.
 */
export function shopperOf(request: FastifyRequest, reply: FastifyReply): ShopperVisit {
  const known = answered.get(reply);
  if (known) return known;
  const preview = cookieOf(request.headers.cookie, PREVIEW_COOKIE);
  const sticky = STICKY.exec(cookieOf(request.headers.cookie, BUCKET_COOKIE) ?? '');
  const bucket = sticky ? Number(sticky[1]) : randomInt(100);
  const id = sticky?.[2] ?? randomBytes(12).toString('base64url');
  if (!sticky?.[2]) {
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${BUCKET_COOKIE}=${bucket}.${id}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax; HttpOnly${secure}`,
    );
  }
  const visit = { bucket, id, preview };
  answered.set(reply, visit);
  return visit;
}
