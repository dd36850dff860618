import { expect } from '../support/fixtures';
import { nginxInstallCheck } from '../support/nginx-install';
import { convergedOn, releaseTest as test, shipped } from '../support/release-environment';
import { release } from '../support/release-harness';
import { REMOTE_NAMES } from '../support/workspace';

// Every team can ship: each of the five remotes is published, verified (every route it owns loaded, or named
// skipped by its team with a reason), promoted and rolled back through the registry. It starts its own servers.
const missing = nginxInstallCheck();
if (missing) console.log(`[e2e] release-every-remote.spec.ts skipped: ${missing}`);
test.skip(missing !== null, missing ?? '');
test.describe.configure({ mode: 'serial' });

for (const remote of REMOTE_NAMES) {
  test(`${remote}: publish, verify every route, promote, roll back`, { tag: '@local' }, async ({ topology }) => {
    test.setTimeout(300_000);
    const { store } = topology;
    const env = topology.env(remote);
    for (const build of [`${remote}-a`, `${remote}-b`]) {
      const verified = await shipped(topology, build, remote);
      const pages = /passed {2}pages: (\d+) of (\d+) pages without an error/.exec(verified.stdout);
      expect(pages, verified.stdout).not.toBeNull();
      // Every route the remote owns was loaded; a route the team skips is named in the detail with its reason.
      const skipped = /skipped by the team: (.*)$/m.exec(verified.stdout)?.[1]?.split('), ').length ?? 0;
      expect(Number(pages![1]) + skipped, verified.stdout).toBe(Number(pages![2]));
    }
    expect((await release(['promote', remote, `${remote}-a`], env)).code).toBe(0);
    await convergedOn(store, `${remote}-a`, 99, remote);
    expect((await release(['promote', remote, `${remote}-b`], env)).code).toBe(0);
    await convergedOn(store, `${remote}-b`, 99, remote);
    const dryRun = await release(['rollback', remote, '--dry-run'], env);
    expect(dryRun.stdout).toContain(`dry run, nothing changed: ${remote} rollback ${remote}-a`);
    const rolledBack = await release(['rollback', remote, '--reason', 'release drill'], env);
    expect(rolledBack.stdout).toContain(`${remote} rolled back: ${remote}-a is live`);
    await convergedOn(store, `${remote}-a`, 99, remote);
    const builds = await release(['builds', remote], env);
    expect(builds.stdout).toMatch(new RegExp(`^${remote}-a — LIVE\\n  digest sha256:[0-9a-f]{64}`, 'm'));
    expect(builds.stdout).toContain(`${remote}-b\n`);
  });
}
