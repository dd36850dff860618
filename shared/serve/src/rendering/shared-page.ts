import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { keptBytes, type KeptPage } from './kept-page';

/**
 * A kept page as any shell server of the fleet can serve it (decision 045): the stand-in nonce it was rendered
 * with travels with it, since each server has its own, and so does its render time, since fresh and stale are
 * counted from the render on every server, not from when a server read it.
 */
export interface SharedPage {
  kept: KeptPage;
  standIn: string;
  /** When it was rendered, in ms since the epoch. */
  at: number;
}

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
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const wireHoldsEveryPart: Same<keyof Omit<Wire, 'at' | 'standIn'>, keyof Omit<KeptPage, 'bytes' | 'gated'>> = true;
void wireHoldsEveryPart;

/** The page as it is written to Redis (JSON). A gated page is its visitor's only and is never written. */
export function pageToWire({ kept, standIn, at }: SharedPage): string {
  if (kept.gated === true) throw new Error('a gated page is never shared (decision 044)');
  const wire: Wire = {
    at,
    standIn,
    lang: kept.lang,
    state: kept.state,
    answered: [...kept.answered],
    markup: kept.markup,
  };
  if (kept.preloads !== undefined) wire.preloads = kept.preloads;
  if (kept.head !== undefined) wire.head = kept.head;
  if (kept.styles !== undefined) wire.styles = kept.styles;
  return JSON.stringify(wire);
}

/** The page read from Redis, or null for a value that is not one (never served: a miss). */
export function pageFromWire(text: string): SharedPage | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = v.safeParse(wireSchema, json);
  if (!parsed.success) return null;
  const { at, standIn, ...parts } = parsed.output;
  return { kept: { ...parts, bytes: keptBytes(parts) }, standIn, at };
}
