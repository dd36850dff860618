import { createHash } from 'node:crypto';
import * as v from 'valibot';
import type { KeptPage } from './kept-page';

/** The format's version is in the key: a server with another format neither reads nor overwrites these. */
const PREFIX = 'shop:render:v1:';

/**
 * A page's Redis key and its refresh lock's: the cache's key (address, variant, builds) hashed, so a long address
 * gives a short key and no shopper's text is written into a key name.
 */
export function sharedKeysOf(key: string): { page: string; refresh: string } {
  const hash = createHash('sha256').update(key).digest('base64url');
  return { page: `${PREFIX}page:${hash}`, refresh: `${PREFIX}refresh:${hash}` };
}

// Strict: a value with a field this server does not know (a newer format, a `gated` flag) is not served.
const wireSchema = v.strictObject({
  at: v.pipe(v.number(), v.safeInteger()),
  standIn: v.pipe(v.string(), v.minLength(16)),
  lang: v.string(),
  state: v.string(),
  answered: v.array(v.string()),
  preloads: v.optional(v.string()),
  head: v.optional(v.string()),
  styles: v.optional(v.string()),
  markup: v.string(),
});
type Wire = v.InferOutput<typeof wireSchema>;

// Every part of a kept page is on the wire: a part added to RenderedPage fails the type-check here until it is.
// Its status, completeness and gate are not: only a whole page for everyone is kept (`isWhole`).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Unwritten = 'gated' | 'status' | 'complete';
const wireHoldsEveryPart: Same<keyof Omit<Wire, 'at' | 'standIn'>, keyof Omit<KeptPage['page'], Unwritten>> = true;
void wireHoldsEveryPart;

/** The page as it is written to Redis (JSON). Only a whole page for everyone is ever written. */
export function pageToWire({ page, standIn, at }: KeptPage): string {
  if (page.gated === true) throw new Error('a gated page is never shared (decision 044)');
  if (!page.complete || page.status !== 200) throw new Error('only a whole page is shared (decision 053)');
  const wire: Wire = {
    at,
    standIn,
    lang: page.lang,
    state: page.state,
    answered: [...page.answered],
    markup: page.markup,
  };
  if (page.preloads !== undefined) wire.preloads = page.preloads;
  if (page.head !== undefined) wire.head = page.head;
  if (page.styles !== undefined) wire.styles = page.styles;
  return JSON.stringify(wire);
}

/** The page read from Redis, or null for a value that is not one (never served: a miss). */
export function pageFromWire(text: string): KeptPage | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = v.safeParse(wireSchema, json);
  if (!parsed.success) return null;
  const { at, standIn, ...parts } = parsed.output;
  return { page: { ...parts, status: 200, complete: true }, standIn, at };
}
