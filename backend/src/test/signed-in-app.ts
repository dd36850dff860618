import type { Config } from '../config';
import { asBuyer, asOther, buildTestApp, type TestApp, type TestClient } from './helper';

/** A seeded app with the demo customer signed in over HTTP, as most describe blocks start. */
export async function appWithBuyer(overrides: Partial<Config> = {}): Promise<{ t: TestApp; buyer: TestClient }> {
  const t = await buildTestApp(overrides);
  return { t, buyer: await asBuyer(t.app) };
}

/** The same with the other customer signed in too, for the checks that one customer cannot reach another's data. */
export async function appWithBuyerAndOther(
  overrides: Partial<Config> = {},
): Promise<{ t: TestApp; buyer: TestClient; other: TestClient }> {
  const { t, buyer } = await appWithBuyer(overrides);
  return { t, buyer, other: await asOther(t.app) };
}
