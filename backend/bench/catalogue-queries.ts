import { PRODUCT_SORTS } from '@shop/api/contract';
import { ADJECTIVES, CATEGORIES, COLOURS, WAREHOUSES } from '../src/modules/catalog/seed-data';
import { createRng } from '../src/seed/rng';

/** One list call's query string, as the home page would send it. */
export type BenchQuery = Record<string, string>;

const CATEGORY_COUNT = CATEGORIES.reduce((n, [, , subs]) => n + 1 + subs.length, 0);
const SHIP_FROM = [...new Set(WAREHOUSES.map((w) => w.country))];
const NAME_WORDS = [
  ...ADJECTIVES,
  ...COLOURS,
  ...CATEGORIES.flatMap(([, , subs]) => subs.flatMap(([, , nouns]) => nouns)),
];

/** A word or phrase typed into the search box, in the case a person might type it. */
function nameSearch(word: string, style: number): string {
  if (style === 0) return word.toLowerCase();
  if (style === 1) return word.toUpperCase();
  return word.split(' ')[0]!;
}

/**
 * The benchmark's fixed calls: every sort meets every kind of search (none, a name word, a SKU fragment), with
 * category (department or sub-category), price range, ship-from and in-stock filters mixed in at random from a
 * fixed seed, so every run times the same calls.
 */
export function benchQueries(count: number, products: number): BenchQuery[] {
  const rng = createRng(0xbe7c4);
  return Array.from({ length: count }, (_, i) => {
    const query: BenchQuery = {
      sort: PRODUCT_SORTS[i % PRODUCT_SORTS.length]!,
      page: String(rng.chance(0.9) ? rng.int(1, 5) : rng.int(6, 50)),
      page_size: String(rng.pick([20, 20, 20, 40, 100])),
    };
    if (rng.chance(0.5)) query.category_id = String(rng.int(1, CATEGORY_COUNT));
    if (rng.chance(0.4)) {
      const min = rng.int(0, 6000);
      query.price_min = String(min);
      query.price_max = String(min + rng.int(300, 6000));
    }
    if (rng.chance(0.4)) query.ship_from = rng.pick(SHIP_FROM);
    if (rng.chance(0.2)) query.in_stock = 'true';
    const search = Math.floor(i / PRODUCT_SORTS.length) % 3;
    if (search === 1) query.q = nameSearch(rng.pick(NAME_WORDS), rng.int(0, 2));
    if (search === 2) {
      const id = String(rng.int(1, products)).padStart(6, '0');
      // The tail of one product's SKU, or the sub-category part shared by thousands.
      query.q = rng.chance(0.7)
        ? id.slice(-rng.int(3, 6))
        : `LW-${String(rng.int(2, CATEGORY_COUNT)).padStart(2, '0')}`;
    }
    return query;
  });
}
