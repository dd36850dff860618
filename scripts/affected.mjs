#!/usr/bin/env node
// `pnpm affected [--base <git ref>] [--list]` (from any folder: `pnpm -w affected`): what a change breaks. Finds the
// files changed since the base (default: where this branch left main; uncommitted and new files count too), the
// packages holding them and every package that depends on those (./lib/affected-packages.mjs), says which and
// why, then runs each one's own `typecheck` and their jest projects. Exits non-zero when any of it fails.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { affectedPackages, workspacePackages } from './lib/affected-packages.mjs';
import { typecheckParts } from './lib/typecheck-parts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { values } = parseArgs({ options: { base: { type: 'string' }, list: { type: 'boolean', default: false } } });

/** @param {string[]} args */
function git(args) {
  const run = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim() : null;
}

const ref = values.base ?? 'main';
// Where this branch left the base: a commit on the base after that is someone else's change, not this one's.
const base = git(['merge-base', ref, 'HEAD']);
if (!base && values.base) {
  console.error(`affected: no git ref "${values.base}" here`);
  process.exit(2);
}
const since = base ?? 'HEAD';
const changed = [
  ...new Set([
    ...(git(['diff', '--name-only', since]) ?? '').split('\n'),
    ...(git(['ls-files', '--others', '--exclude-standard']) ?? '').split('\n'),
  ]),
].filter(Boolean);

const packages = workspacePackages(root);
const selected = affectedPackages(changed, packages);
console.log(
  `${changed.length} file(s) changed since ${base ? `${ref} (${since.slice(0, 10)})` : 'the last commit (no main here)'}`,
);
if (!selected.length) {
  console.log('No package is affected: nothing to check.');
  process.exit(0);
}
const width = Math.max(...selected.map((p) => p.name.length));
for (const p of selected) console.log(`  ${p.name.padEnd(width)}  ${p.reason}`);
if (values.list) process.exit(0);

const byName = new Map(packages.map((p) => [p.name, p]));
console.log('\n=== type-check');
const checked = await typecheckParts(
  root,
  selected.map((p) => byName.get(p.name) ?? p),
);
/** @type {{ label: string, failed: boolean }[]} */
const results = checked.map((r) => ({ label: `typecheck ${r.label}`, failed: !r.passed }));

// The jest projects are named for their packages (jest.preset.js), the tooling's is `scripts` (jest.config.js).
console.log(`\n=== jest: ${selected.map((p) => p.name).join(' ')}`);
const jest = spawnSync(
  path.join(root, 'node_modules', '.bin', 'jest'),
  ['--ci', '--passWithNoTests', '--selectProjects', ...selected.map((p) => p.name)],
  { cwd: root, stdio: 'inherit' },
);
results.push({ label: 'jest', failed: jest.status !== 0 });

console.log('\n=== affected');
for (const r of results) console.log(`${r.failed ? 'FAILED' : 'passed'}  ${r.label}`);
const failed = results.filter((r) => r.failed).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
