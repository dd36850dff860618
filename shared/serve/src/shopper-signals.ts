/** One signal as pages send it (`@shop/platform`'s signals): kind, remote, build, name, value. */
export interface WireSignal {
  k: 'view' | 'load-error' | 'render-error' | 'call-error' | 'vital';
  r: string;
  b: string;
  n?: string;
  v?: number;
}

const KINDS = new Set(['view', 'load-error', 'render-error', 'call-error', 'vital']);
const NAME = /^[\w.:-]{1,40}$/;
/** A page's beacon is well under 1 KB; anything much larger is not one of ours. */
export const MAX_BEACON_BYTES = 4096;
const PER_BEACON = 20;

/**
 * The signals of one beacon, checked: known kinds, short names made of word characters (a remote, a build id, a
 * call's name, a metric), finite numbers. Anything else is dropped, so nothing a shopper typed can ride along.
 */
export function parseBeacon(body: unknown): WireSignal[] {
  let parsed: unknown = body;
  if (typeof body === 'string') {
    if (body.length > MAX_BEACON_BYTES) return [];
    try {
      parsed = JSON.parse(body);
    } catch {
      return [];
    }
  }
  const list = (parsed as { s?: unknown } | null)?.s;
  if (!Array.isArray(list)) return [];
  return list.slice(0, PER_BEACON).flatMap((item: Partial<WireSignal>) => {
    if (!item || !KINDS.has(item.k as string)) return [];
    if (typeof item.r !== 'string' || !NAME.test(item.r) || typeof item.b !== 'string' || !NAME.test(item.b)) return [];
    if (item.n !== undefined && (typeof item.n !== 'string' || !NAME.test(item.n))) return [];
    if (item.v !== undefined && (typeof item.v !== 'number' || !Number.isFinite(item.v))) return [];
    return [
      {
        k: item.k!,
        r: item.r,
        b: item.b,
        ...(item.n === undefined ? {} : { n: item.n }),
        ...(item.v === undefined ? {} : { v: item.v }),
      },
    ];
  });
}
