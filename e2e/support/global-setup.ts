import { buildStaleApps } from './build-apps';
import { againstExternalStore, excludedTags, LOCAL_STORES_ENV } from './environment';
import { freePort } from '@shop/serve/testing/run-server';
import { startRemotes } from './start-remotes';
import { startStore } from './start-store';
import { BACKEND_ENV, GATE_PASSWORD, STORE_ENV } from './stores';
import { backendApp, frontEndApps } from './workspace';

/** Against a store someone else runs: nothing is built or started; it only has to answer. */
async function useExternalStore(): Promise<() => Promise<void>> {
  const store = process.env[STORE_ENV.open]!;
  const answer = await fetch(`${store}/runtime-config.json`).catch((error: unknown) => error as Error);
  if (answer instanceof Error || !answer.ok) {
    const why = answer instanceof Error ? answer.message : `HTTP ${answer.status}`;
    throw new Error(`${STORE_ENV.open}=${store} does not answer /runtime-config.json (${why})`);
  }
  const left = excludedTags();
  console.log(
    `[e2e] against ${store}: nothing built or started; journeys tagged ${left.join(', ')} are left out` +
      ` (${BACKEND_ENV.open} names a backend with development endpoints, ${STORE_ENV.gated} a gated store)`,
  );
  return async () => undefined;
}

/**
 * Builds the shell and the remotes whose builds are stale, serves the remotes, then starts two stores: an open one
 * (every journey's baseURL) and one behind the shop password gate. Returns the teardown that stops them all.
 * With E2E_BASE_URL given, it does none of that (`useExternalStore`).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (againstExternalStore()) return useExternalStore();
  const { shell, remotes } = await frontEndApps();
  // E2E_BUILD=0 runs against the builds as they are, e.g. while a shared package is half-way through a change.
  if (process.env.E2E_BUILD !== '0') await buildStaleApps([shell, ...remotes.values(), await backendApp()]);

  // Two workers, servers and browsers share two cores: a render the default budget (300 ms) would allow on a
  // quiet machine can take longer here, and its page would go out unrendered. Every shell server the journeys
  // start inherits this (decision 038); a page over it still goes out for the browser.
  process.env.SHOP_RENDER_BUDGET_MS ??= '3000';

  const started = Date.now();
  const [openPort, gatedPort] = await Promise.all([freePort(), freePort()]);
  const served = await startRemotes(
    remotes,
    [openPort, gatedPort].map((port) => `http://127.0.0.1:${port}`),
  );
  const openStore = startStore({ shellPort: openPort, remotes: served.addresses });
  const gatedStore = startStore({ shellPort: gatedPort, remotes: served.addresses, shopPassword: GATE_PASSWORD });
  // Stops whatever came up, also when something else failed to.
  const teardown = async () => {
    await Promise.all(
      [openStore, gatedStore].map((store) =>
        store.then(
          (running) => running.stop(),
          () => undefined,
        ),
      ),
    );
    await served.stop();
  };
  try {
    const [open, gated] = await Promise.all([openStore, gatedStore]);
    console.log(
      `[e2e] ready in ${Date.now() - started} ms: store ${open.baseURL}, gated store ${gated.baseURL}, ` +
        `remotes served: ${served.served.join(', ') || 'none'} (the others refuse connections)`,
    );
    // The workers start after this setup and inherit these; the marker tells them the stores are this run's own.
    process.env[LOCAL_STORES_ENV] = '1';
    process.env[STORE_ENV.open] = open.baseURL;
    process.env[STORE_ENV.gated] = gated.baseURL;
    process.env[BACKEND_ENV.open] = open.backendURL;
    process.env[BACKEND_ENV.gated] = gated.backendURL;
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
