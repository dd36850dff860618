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
let rows = [new Int32Array(0), new Int32Array(0), new Int32Array(0)] as const;

/**
 * The edits (insert, delete, replace, swap of two neighbours) from `a` to `b`, or `max + 1` as soon as it is sure
 * to be more than `max`: a row of the table whose every cell is above `max` ends the count.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (rows[0].length <= b.length) {
    const size = Math.max(b.length + 1, 64);
    rows = [new Int32Array(size), new Int32Array(size), new Int32Array(size)];
  }
  let [before, previous, current] = rows;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const ai = a.charCodeAt(i - 1);
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const bj = b.charCodeAt(j - 1);
      let cell = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        cell = Math.min(cell, before[j - 2]! + 1);
      }
      current[j] = cell;
      if (cell < rowMin) rowMin = cell;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, max + 1);
}

/**
 * Candidates are narrowed before any distance is computed, so a batch costs a few index reads, not a pass over the
 * whole catalogue per SKU. A buyer mistypes a digit or two of `LW-07-000123`, or its category, rarely both ends:
 * a SKU near enough to suggest almost always keeps its first two thirds or its last third untouched. The SKUs
 * sharing the first two thirds come from a range of the NOCASE index, those containing the last third from the
 * trigram index; only SKUs of a length the edits can reach are read, and a read several SKUs of the batch ask for
 * is made once. A SKU whose edits straddle that line gets no suggestion (decision 067).
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
        `SELECT sku FROM products_search WHERE products_search MATCH ? AND length(sku) BETWEEN ? AND ?
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
      for (const sku of this.read(this.byTail, `sku : "${tail.replace(/"/g, '""')}"`, ...lengths)) candidates.add(sku);
    }
    const scored: { sku: string; edits: number; key: string }[] = [];
    for (const sku of candidates) {
      const key = foldSku(sku);
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
