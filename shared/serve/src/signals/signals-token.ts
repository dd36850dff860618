import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How long a page's token is taken: a tab open longer than this reports nothing more (its signals are a sample; a
 * token that lived for days would let one page load be replayed for days).
 */
export const SIGNALS_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

/** What a page's token says: who the signals count as, the builds the page was given, until when. */
export interface SignalsTokenClaims {
  /** The shopper's random id (`shop_bucket`'s part after the dot): the registry counts distinct shoppers by it. */
  shopper: string;
  /** Remote -> the build id the page was given: a signal's build comes from here, never from the beacon. */
  builds: Record<string, string>;
  /** Milliseconds since the epoch. */
  expires: number;
}

/** The token on the wire, before it is signed: short keys, whole seconds (a beacon must stay under 1 KB). */
interface Payload {
  u: string;
  b: Record<string, string>;
  x: number;
}

const mac = (secret: string, payload: string): Buffer => createHmac('sha256', secret).update(payload).digest();

/**
 * A page's signals token (`<payload>.<HMAC-SHA256>`, both base64url): the shell's server gives one with every
 * configuration it answers, and takes a beacon only with one it (or another shell server with the same
 * `SHOP_SIGNALS_SECRET`) signed, so nobody can report for a build, a remote or a shopper a page was not given.
 */
export function signalsToken(secret: string, claims: Omit<SignalsTokenClaims, 'expires'>, now: number): string {
  const payload: Payload = { u: claims.shopper, b: claims.builds, x: Math.ceil((now + SIGNALS_TOKEN_TTL_MS) / 1000) };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${mac(secret, encoded).toString('base64url')}`;
}

const isStringMap = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((build) => typeof build === 'string');

/** The token's claims when it is ours (its HMAC, compared in constant time) and not expired; null otherwise. */
export function readSignalsToken(secret: string, token: unknown, now: number): SignalsTokenClaims | null {
  if (typeof token !== 'string') return null;
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return null;
  const expected = mac(secret, encoded);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let payload: Partial<Payload>;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Partial<Payload>;
  } catch {
    return null;
  }
  const { u, b, x } = payload;
  if (typeof u !== 'string' || !isStringMap(b) || typeof x !== 'number' || x * 1000 <= now) return null;
  return { shopper: u, builds: b, expires: x * 1000 };
}
