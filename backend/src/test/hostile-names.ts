import type { Db } from '../db/database';

/**
 * Product names that look like markup: the store must show them as text and never draw them into pictures. They
 * are the tests' own data, given to products of a test's database by `nameProductsHostile`; the demo seed keeps
 * names a shopper would see in a real shop.
 */
export const HOSTILE_NAMES: readonly [id: number, name: string][] = [
  [7, '<script>alert("xss")</script> Party Balloons'],
  [13, '<img src=x onerror=alert(1)> Phone Case'],
  [21, 'Tom & Jerry <b>Bold</b> Ceramic Mug'],
  [34, '"><svg onload=alert(1)> Sticky Notes'],
];

/** Renames the products of HOSTILE_NAMES in a test's database. */
export function nameProductsHostile(db: Db): void {
  const rename = db.prepare('UPDATE products SET name = ? WHERE id = ?');
  for (const [id, name] of HOSTILE_NAMES) rename.run(name, id);
}
