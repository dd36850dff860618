import { renameSync, rmSync } from 'node:fs';
import { expect } from '../support/fixtures';
import { nginxInstallCheck } from '../support/nginx-install';
import { catalogOnEveryShell, madeLive, releaseTest as test } from '../support/release-environment';

// A registry that lost its database rolls no shell back (decision 054), started in every documented way: without
// `--init` it does not start and says how to restore; with `--init` it comes up empty (version 0), and the shells
// keep the map they hold. On the production topology (@local): nginx, two shell servers following the registry.
const missing = nginxInstallCheck();
if (missing) console.log(`[e2e] release-lost-database.spec.ts skipped: ${missing}`);
test.skip(missing !== null, missing ?? '');

test(
  'a registry whose database is lost, started without --init or with it, rolls neither shell server back',
  { tag: '@local' },
  async ({ topology }) => {
    test.setTimeout(180_000);
    const { store, registry } = topology;
    await madeLive(topology, 'kept');
    const held = await catalogOnEveryShell(store);
    expect(held.every((address) => address.includes('/kept/'))).toBe(true);

    // The volume not mounted: the database is not there.
    await registry.stop();
    const kept = `${registry.file}.kept`;
    renameSync(registry.file, kept);
    try {
      const lost = await registry.startRefused();
      expect(lost.code).not.toBe(0);
      expect(lost.stderr).toBe(
        `release registry: ${registry.file} is missing: restore it from backup, or create an empty registry with --init (the shells keep the map they hold)\n`,
      );

      // Someone creates it again: an empty registry at version 0. Both shells refuse it and keep what they hold,
      // over more than three of their polls.
      await registry.start(['--init']);
      const empty = (await (await fetch(`${registry.url}/v1/registry`)).json()) as { version: number };
      expect(empty.version).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 3_500));
      expect(await catalogOnEveryShell(store)).toEqual(held);
      const page = await fetch(`${store.baseURL}/pc`, { headers: { accept: 'text/html', cookie: 'shop_bucket=99' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('/mf_catalog/kept/');
    } finally {
      // The backup restored: the same registry as before, which the shells follow on.
      await registry.stop();
      for (const made of ['', '-wal', '-shm']) rmSync(`${registry.file}${made}`, { force: true });
      renameSync(kept, registry.file);
      await registry.start();
    }
    expect(await catalogOnEveryShell(store)).toEqual(held);
  },
);
