// `pnpm affected`'s choice (scripts/lib/affected-packages.mjs): given the changed files, which packages run their
// type-check and tests, and why. Read against this workspace's own manifests, so a new dependency between
// packages is taken as it is declared.
import path from 'node:path';
import { affectedPackages, TOOLING, workspacePackages } from './lib/affected-packages.mjs';

const packages = workspacePackages(path.resolve(__dirname, '..'));
const remotes = packages.filter((p) => p.dir.startsWith('mf-')).map((p) => p.name);
const chosen = (changed: string[]) =>
  Object.fromEntries(affectedPackages(changed, packages).map((p) => [p.name, p.reason]));

describe('the packages a change reaches', () => {
  it('reads every package pnpm-workspace.yaml names, with the workspace packages each declares', () => {
    expect(packages.map((p) => p.dir)).toEqual(
      expect.arrayContaining(['backend', 'e2e', 'release', 'shell', 'shared/api', 'shared/build', 'mf-catalog']),
    );
    expect(remotes.length).toBeGreaterThanOrEqual(5);
    expect(packages.find((p) => p.name === '@shop/backend')?.dependencies).toContain('@shop/api');
    // Every package has its own type-check to run.
    expect(packages.filter((p) => !p.scripts.typecheck).map((p) => p.name)).toEqual([]);
  });

  it('a contract change runs the contract and every package built on it, naming the chain', () => {
    const run = chosen(['shared/api/src/contract/calls/orders.ts']);
    expect(run['@shop/api']).toBe('changed: shared/api/src/contract/calls/orders.ts');
    for (const name of ['@shop/backend', '@shop/shell', '@shop/e2e', '@shop/platform', ...remotes])
      expect(run[name]).toBe('depends on @shop/api');
    // The release registry declares no contract of its own; it is reached through the platform it imports.
    expect(run['@shop/release']).toBe('depends on @shop/platform, which depends on @shop/api');
    expect(run[TOOLING]).toBeUndefined();
  });

  it("a remote's change runs that remote and the shell that declares it, not the other teams", () => {
    const run = chosen(['mf-catalog/src/pages/product-page.tsx', 'mf-catalog/src/i18n/en.json']);
    expect(run).toEqual({
      '@shop/mf-catalog': 'changed: mf-catalog/src/pages/product-page.tsx and 1 more',
      '@shop/shell': 'depends on @shop/mf-catalog',
    });
  });

  it('a file in a nested folder belongs to its package; the README, bench results and CI files reach nothing', () => {
    expect(chosen(['e2e/bench/run.ts'])).toEqual({ '@shop/e2e': 'changed: e2e/bench/run.ts' });
    expect(chosen(['bench/results.md', '.ci/run', 'README.md'])).toEqual({});
  });

  it("the docs and scripts run the workspace's tooling (its tests read the decision records)", () => {
    expect(chosen(['docs/decisions/README.md', 'scripts/lib/run-together.mjs'])).toEqual({
      [TOOLING]: 'changed: docs/decisions/README.md and 1 more',
    });
  });

  it('a workspace-wide setting runs everything', () => {
    const run = affectedPackages(['tsconfig.base.json'], packages);
    expect(run.map((p) => p.name)).toEqual([...packages.map((p) => p.name), TOOLING]);
    expect(new Set(run.map((p) => p.reason))).toEqual(new Set(['workspace setting changed: tsconfig.base.json']));
  });

  it('follows a chain of any length, each dependent naming the shortest way to the change', () => {
    const chain = [
      { name: 'a', dir: 'a', dependencies: [], scripts: {} },
      { name: 'b', dir: 'b', dependencies: ['a'], scripts: {} },
      { name: 'c', dir: 'c', dependencies: ['b'], scripts: {} },
      { name: 'd', dir: 'd', dependencies: ['c', 'a'], scripts: {} },
      { name: 'e', dir: 'e', dependencies: [], scripts: {} },
    ];
    expect(affectedPackages(['a/x.ts'], chain)).toEqual([
      { name: 'a', dir: 'a', reason: 'changed: a/x.ts' },
      { name: 'b', dir: 'b', reason: 'depends on a' },
      { name: 'c', dir: 'c', reason: 'depends on b, which depends on a' },
      { name: 'd', dir: 'd', reason: 'depends on a' },
    ]);
  });
});
