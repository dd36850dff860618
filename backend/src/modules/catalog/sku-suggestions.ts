import type { Statement } from 'better-sqlite3';
import type { Db } from '../../db/database';

/** The most SKUs suggested for one unknown SKU. */
const MAX_SUGGESTIONS = 3;
/** The most edits a suggestion may be away, whatever the SKU's length. */
const MAX_EDITS = 3;
/** The most candidates one index read gives: bounds the work a batch of odd SKUs can ask for. */
const MAX_CANDIDATES = 5000;

/**
 * A SKU folded the way SQLite's NOCASE collation folds it (ASCII letters only), so the keys compared here agree
 * with the ones the index matched.
 */
export function foldSku(sku: string): string {
  return sku.replace(/[a-z]/g, (c) => c.toUpperCase());
}

/** How far a suggestion may be: a third of the SKU's length, at most 3 (a one- or two-character SKU gets none). */
export function editsAllowed(sku: string): number {
  return Math.min(MAX_EDITS, Math.floor(sku.length / 3));
}

/** Rows of the edit table, kept between calls: a batch computes thousands of distances. */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * The edits (insert, delete, replace, swap of two neighbours) from `a` to `b`, or `max + 1` as soon as it is sure
 * to be more than `max`: a row of the table whose every cell is above `max` ends the count.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // What both start or end with costs no edit (a swap cannot reach into it either, or it would be longer), and
  // candidates share a third or two of the asked SKU, so the table shrinks to the part that differs.
  let start = 0;
  while (start < a.length && start < b.length && a.charCodeAt(start) === b.charCodeAt(start)) start++;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a.charCodeAt(a.length - 1 - end) === b.charCodeAt(b.length - 1 - end)
  ) {
    end++;
  }
  return tableDistance(a.slice(start, a.length - end), b.slice(start, b.length - end), max);
}

/** The edit table itself (optimal string alignment), given strings with nothing in common at either end. */
function tableDistance(a: string, b: string, max: number): number {
  if (rows[0]!.length <= b.length) rows = rows.map(() => new Int32Array(b.length + 1));
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const ai = a.charCodeAt(i - 1);
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const bj = b.charCodeAt(j - 1);
      let cell = previous[j - 1]! + (ai === bj ? 0 : 1);
      if (previous[j]! + 1 < cell) cell = previous[j]! + 1;
      if (current[j - 1]! + 1 < cell) cell = current[j - 1]! + 1;
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj && before[j - 2]! + 1 < cell) {
        cell = before[j - 2]! + 1;
      }
      current[j] = cell;
      if (cell < rowMin) rowMin = cell;
    }
    if (rowMin > max) return max + 1;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  return Math.min(previous[b.length]!, max + 1);
}

/**
 * Candidates are narrowed before any distance is computed, so a batch costs a few index reads, not a pass over the
 * whole catalogue per SKU. A buyer mistypes a digit or two of `LW-07-000123`, or its category, rarely both ends:
 * a SKU near enough to suggest almost always starts with the asked SKU's first two thirds (its edits are all in
 * the last third) or ends with its last third (they are all before it). The first come from a range of the NOCASE
 * index, the second from the trigram index; only SKUs of a length the edits can reach are read, and a read several
 * SKUs of the batch ask for is made once. A SKU with edits on both sides of that line is not suggested (decision
 * 067).
 */
export class SkuSuggester {
  private readonly reads = new Map<string, string[]>();
  private readonly byRange: Statement;
  private readonly byTail: Statement;

  constructor(db: Db) {
    this.byRange = db
      .prepare(
        `SELECT sku FROM products
         WHERE sku COLLATE NOCASE >= ? AND sku COLLATE NOCASE < ? AND length(sku) BETWEEN ? AND ?
         LIMIT ${MAX_CANDIDATES}`,
      )
      .pluck();
    this.byTail = db
      .prepare(
        `SELECT sku FROM products_search
         WHERE products_search MATCH ? AND upper(substr(sku, -?)) = ? AND length(sku) BETWEEN ? AND ?
         LIMIT ${MAX_CANDIDATES}`,
      )
      .pluck();
  }

  /** Up to 3 SKUs (as stored) closest to `asked` (folded): fewest edits first, then in SKU order. */
  suggest(asked: string): string[] {
    const max = editsAllowed(asked);
    if (max === 0) return [];
    const lengths = [asked.length - max, asked.length + max] as const;
    const cut = Math.ceil((asked.length * 2) / 3);
    const prefix = asked.slice(0, cut);
    // Every string starting with the prefix sorts below the prefix followed by the last code point.
    const candidates = new Set(this.read(this.byRange, prefix, `${prefix}\u{10FFFF}`, ...lengths));
    // The trigram index needs three characters; the tail is one quoted phrase, so no FTS syntax gets through.
    const tail = asked.slice(Math.min(cut, asked.length - 3));
    if (tail.length >= 3) {
      const phrase = `sku : "${tail.replace(/"/g, '""')}"`;
      for (const sku of this.read(this.byTail, phrase, tail.length, tail, ...lengths)) candidates.add(sku);
    }
    const scored: { sku: string; edits: number; key: string }[] = [];
    for (const sku of candidates) {
      // Stored SKUs are upper case but for a rare few: fold only those.
      const key = /[a-z]/.test(sku) ? foldSku(sku) : sku;
      const edits = editDistance(asked, key, max);
      if (edits <= max) scored.push({ sku, edits, key });
    }
    scored.sort((a, b) => a.edits - b.edits || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return scored.slice(0, MAX_SUGGESTIONS).map((s) => s.sku);
  }

  /** One index read, made once per batch however many of its SKUs ask for it. */
  private read(statement: Statement, ...params: (string | number)[]): string[] {
    const key = JSON.stringify([statement === this.byRange, ...params]);
    let skus = this.reads.get(key);
    if (!skus) {
      skus = statement.all(...params) as string[];
      this.reads.set(key, skus);
    }
    return skus;
  }
}
