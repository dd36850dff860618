import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The keys that show one browser more than the live store (decision 059): a preview key `<remote>.<secret>` (verify's
 * or QA's) in the `shop_preview` cookie, a staff key `staff.<secret>` in `shop_staff`. The registry keeps only each
 * secret's SHA-256 (hex); a key is held while its `until` is in the future.
 */
export const STAFF_PREFIX = 'staff';

/** A key's form: a lower-case name (a remote's, or `staff`), a dot, then its secret (hex or base64url, no dot). */
const KEY = /^([a-z][a-z0-9_]{0,63})\.([A-Za-z0-9_-]{16,128})$/;

export interface ViewKey {
  /** The remote the key previews, or `staff`. */
  prefix: string;
  secret: string;
}

/** A cookie's key split in two, or null for anything that is not one (so it is ignored, never an error). */
export function viewKeyOf(value: string | null | undefined): ViewKey | null {
  const match = KEY.exec(value ?? '');
  return match?.[1] && match[2] ? { prefix: match[1], secret: match[2] } : null;
}

/** One registry entry a key may match: its secret's SHA-256 (hex) and until when it holds. */
export interface HeldKey {
  keySha256: string;
  until: string;
}

const HEX_SHA256 = /^[0-9a-f]{64}$/;

/**
 * Whether `secret` is the key of `held` and `held` has not expired at `now`: the hashes are compared in constant
 * time, so an answer's timing says nothing about how close a guess was.
 */
export function holdsKey(secret: string, held: HeldKey, now: number): boolean {
  if (!HEX_SHA256.test(held.keySha256) || !(Date.parse(held.until) > now)) return false;
  const presented = createHash('sha256').update(secret).digest();
  return timingSafeEqual(presented, Buffer.from(held.keySha256, 'hex'));
}
