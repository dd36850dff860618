import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOf } from '@shop/platform/cookie-header';
import { networkOf } from '../signals/client-network';
import { ratePerKey, type Rate } from '../signals/rate-per-key';
import type { Shopper } from './runtime-config-source';

/**
 * The cookie that keeps a shopper in one bucket (0 … 99) of every canary, from one page load to the next, with the
 * id the shoppers' signals count distinct shoppers by, issued and signed by the shell's servers:
 * `NN.<id>.<mac>` (decision 056). A cookie whose mac is not ours, and the older forms (`NN`, `NN.<id>`), keep their
 * bucket and are given a new id; an id is never taken from a client.
 */
export const BUCKET_COOKIE = 'shop_bucket';
const ONE_YEAR_S = 365 * 24 * 60 * 60;
const STICKY = /^(\d{1,2})(?:\.([\w-]{1,40})(?:\.([\w-]{16}))?)?$/;

/** The cookie that shows a build before it is live (verify's or QA's key): `<remote>.<key>`. */
export const PREVIEW_COOKIE = 'shop_preview';
/** The cookie that puts a member of staff on every canary: `staff.<key>` (decision 059). */
export const STAFF_COOKIE = 'shop_staff';

/** The keys a request's browser holds, as they are: the configuration source checks them against the registry. */
const keysOf = (request: FastifyRequest) => ({
  preview: cookieOf(request.headers.cookie, PREVIEW_COOKIE),
  staff: cookieOf(request.headers.cookie, STAFF_COOKIE),
});

/**
 * New shopper ids issued per client network (/24, /48): a burst of 20, then one every 30 s (120 an hour). An office
 * or a shop floor behind one address opening the store at once gets ids for its first 20 newcomers, and every one
 * of them gets pages at any rate: only the signals of ids past the limit go uncounted. One address alone can no
 * longer stand for a crowd of shoppers (decision 056).
 */
export const NEW_IDS_PER_NETWORK: Rate = { burst: 20, perSecond: 1 / 30 };
/** Networks remembered at most; past that the least recent is forgotten (and starts with a full burst again). */
const KEPT_NETWORKS = 10_000;

/** A shopper as a page answer knows them: their builds' inputs and, when this store issued one, their id. */
export interface ShopperVisit extends Shopper {
  bucket: number;
  /**
   * Random, 16 base64url characters, issued by a shell server of this store (its mac checked): it says nothing about
   * who the shopper is. None when the store cannot sign (no `SHOP_SIGNALS_SECRET`) or would not issue one (past the
   * network's limit, or an answer that is not a page document): a page without an id gets no signals token.
   */
  id?: string;
}

export interface ShopperIdsOptions {
  /** `SHOP_SIGNALS_SECRET`: ids are signed with it, the same on every shell server. Without, no ids are issued. */
  secret?: string;
  perNetwork?: Rate;
  now?: () => number;
}

/** The mac of a shopper's cookie: short (96 bits), and never a token's or a network tag's (its own prefix). */
const macOf = (secret: string, bucket: number, id: string): string =>
  createHmac('sha256', secret).update(`shop_bucket:${bucket}.${id}`).digest('base64url').slice(0, 16);

/** The cookie's value for a shopper id this store issues: `NN.<id>.<mac>`. */
export const signedBucket = (secret: string, bucket: number, id: string): string =>
  `${bucket}.${id}.${macOf(secret, bucket, id)}`;

const isOurs = (secret: string, bucket: number, id: string, mac: string): boolean =>
  timingSafeEqual(Buffer.from(mac), Buffer.from(macOf(secret, bucket, id)));

/**
 * Who the shoppers behind requests are: `shopperOf` for an answer (it may set the cookie), `issuedShopper` to read
 * one without answering. A canary with a share of 10 % is given to buckets 0 … 9, so a shopper stays in or out of it
 * on every page load, and raising the share only adds shoppers.
 */
export function shopperIds(options: ShopperIdsOptions = {}) {
  const { secret } = options;
  const newIdAllowed = ratePerKey(options.perNetwork ?? NEW_IDS_PER_NETWORK, KEPT_NETWORKS, options.now);
  /** What was worked out for an answer, so asking twice (the page and its configuration) sets one cookie. */
  const answered = new WeakMap<FastifyReply, ShopperVisit>();

  const read = (request: FastifyRequest) => {
    const sticky = STICKY.exec(cookieOf(request.headers.cookie, BUCKET_COOKIE) ?? '');
    const bucket = sticky ? Number(sticky[1]) : undefined;
    const [, , id, mac] = sticky ?? [];
    const issued = secret && bucket !== undefined && id && mac && isOurs(secret, bucket, id, mac) ? id : undefined;
    return { bucket, issued, plain: sticky !== null && id === undefined };
  };

  /** The bucket and id of a request's cookie when this store issued it; null for any other cookie, or none. */
  function issuedShopper(request: FastifyRequest): ShopperVisit | null {
    const { bucket, issued } = read(request);
    if (bucket === undefined || !issued) return null;
    return { bucket, id: issued, ...keysOf(request) };
  }

  /**
   * The shopper behind a request: the sticky bucket read from the cookie or drawn at random, the id when the cookie
   * holds one this store issued, and the preview and staff keys, if the browser holds them. `newId`: a page document may issue
   * a new id (within its network's limit); any other answer never does, so no configuration alone carries a token
   * for a shopper the store did not issue.
   */
  function shopperOf(request: FastifyRequest, reply: FastifyReply, newId: boolean): ShopperVisit {
    const known = answered.get(reply);
    if (known) return known;
    const held = read(request);
    const bucket = held.bucket ?? randomInt(100);
    let id = held.issued;
    let cookie: string | undefined;
    if (!id && secret && newId && newIdAllowed(networkOf(request.ip))) {
      id = randomBytes(12).toString('base64url');
      cookie = signedBucket(secret, bucket, id);
    } else if (!id && !held.plain) {
      // No id this time: the bucket alone, so the shopper stays in or out of every canary until one is issued.
      cookie = String(bucket);
    }
    if (cookie) {
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${BUCKET_COOKIE}=${cookie}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax; HttpOnly${secure}`,
      );
    }
    const visit = { bucket, ...keysOf(request), ...(id ? { id } : {}) };
    answered.set(reply, visit);
    return visit;
  }

  return { shopperOf, issuedShopper };
}

export type ShopperIds = ReturnType<typeof shopperIds>;
