import { buildTestApp, type TestApp } from './helper';

/**
 * Product names that look like markup: the store must show them as text and never draw them into pictures. They
 * are the tests' own data, given to products of a test's database by `appWithHostileNames`; the demo seed keeps
 * names a shopper would see in a real shop.
 */
export const HOSTILE_NAMES: readonly [id: number, name: string][] = [
  [7, '<script>alert("xss")</script> Party Balloons'],
  [13, '<img src=x onerror=alert(1)> Phone Case'],
  [21, 'Tom & Jerry <b>Bold</b> Ceramic Mug'],
  [34, '"><svg onload=alert(1)> Sticky Notes'],
];

/** A seeded app whose products of HOSTILE_NAMES carry those names. */
export async function appWithHostileNames(): Promise<TestApp> {
  const t = await buildTestApp();
  const rename = t.db.prepare('UPDATE products SET name = ? WHERE id = ?');
  for (const [id, name] of HOSTILE_NAMES) rename.run(name, id);
  return t;
}
