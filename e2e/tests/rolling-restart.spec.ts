import { expect, test } from '../support/fixtures';
import { nginxInstallCheck } from '../support/nginx-install';
import { startNginxStore } from '../support/nginx-store';

// The documented topology (docs/deployment.md's nginx in front of two shell servers) restarted as an operator rolls
// a release out, while visitors load pages: nobody gets an error (decision 057). It starts its own store. In CI a
// missing nginx fails here; elsewhere it is skipped, said.
const missing = nginxInstallCheck();
if (missing) console.log(`[e2e] rolling-restart.spec.ts skipped: ${missing}`);
test.skip(missing !== null, missing ?? '');

/** What visitors load: home, a product, the catalogue's sorting page, and what each page asks for first. */
const PAGES = ['/pc', '/pc/product/2', '/pc/sort', '/runtime-config.json'];
const VISITORS = 16;

interface Failure {
  path: string;
  what: string;
}

/** `VISITORS` loops loading `PAGES` through the store until stopped: how many answers came, and every one not 200. */
function visitorsLoading(baseURL: string) {
  let stopped = false;
  let answered = 0;
  const failures: Failure[] = [];
  const visitor = async () => {
    for (let turn = 0; !stopped; turn++) {
      const path = PAGES[turn % PAGES.length]!;
      try {
        const response = await fetch(`${baseURL}${path}`, { headers: { accept: 'text/html,application/json' } });
        await response.arrayBuffer();
        if (response.status === 200) answered += 1;
        else failures.push({ path, what: `${response.status}` });
      } catch (error) {
        failures.push({ path, what: String((error as { cause?: unknown }).cause ?? error) });
      }
    }
  };
  const running = Promise.all(Array.from({ length: VISITORS }, visitor));
  return {
    answered: () => answered,
    failures,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

/** A status, or 0 when the connection failed (a kept-alive one closed by the server as it began to drain). */
const statusOf = (url: string) =>
  fetch(url).then(
    (response) => response.status,
    () => 0,
  );

test('both shell servers restarted one after the other behind the documented nginx, under load: every visitor gets a 200', async () => {
  // Two shell starts with their warm-ups, two drains, and the store's own start: a slow test's allowance.
  test.setTimeout(240_000);
  // A drain long enough that a server still busy with visitors (two cores, the other worker's journeys too) has
  // seen its SIGTERM and says 503 well before it ends: seen to take over 2 s in CI.
  const store = await startNginxStore({ shells: 2, shellEnv: { SHUTDOWN_DRAIN_MS: '5000' } });
  try {
    const visitors = visitorsLoading(store.baseURL);
    try {
      await expect.poll(visitors.answered, { timeout: 30_000 }).toBeGreaterThan(50);
      for (const shell of store.shells) {
        const before = visitors.answered();
        const exited = shell.terminate();
        // Out of the balancer's rotation at once, though it serves on for its drain.
        await expect.poll(() => statusOf(`${shell.url}/readyz`), { timeout: 4_500, intervals: [50] }).toBe(503);
        // It finished what it had, closed, and exited of itself (not killed after the harness's wait).
        expect(await exited).toBe(0);
        await shell.start();
        // The other shell goes at once, as soon as this one says it is ready: visitors were served meanwhile.
        expect(visitors.answered()).toBeGreaterThan(before + 50);
      }
      await expect.poll(visitors.answered).toBeGreaterThan(visitors.answered() + 50);
    } finally {
      await visitors.stop();
    }
    expect(visitors.failures).toEqual([]);
  } finally {
    await store.stop();
  }
});
