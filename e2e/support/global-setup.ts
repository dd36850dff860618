import { buildStaleApps } from './build-apps';
import { startStore, type StoreServers } from './servers';

export const GATE_PASSWORD = 'lotus-gate-2026';

let stores: StoreServers[] = [];

/** Builds the shell when needed and starts two stores: an open one, and one behind the shop password gate. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await buildStaleApps();
  const [open, gated] = await Promise.all([
    startStore({ apiPort: 4310, shellPort: 3310 }),
    startStore({ apiPort: 4311, shellPort: 3311, shopPassword: GATE_PASSWORD }),
  ]);
  stores = [open, gated];
  // Workers read these (they start after this setup).
  process.env.E2E_BASE_URL = open.baseURL;
  process.env.E2E_GATED_URL = gated.baseURL;
  return async () => {
    await Promise.all(stores.map((store) => store.stop()));
  };
}
