#!/usr/bin/env node
// The one test command (`pnpm test`): type-check (each package's own), lint, format check, every jest project
// (shared, backend, and the apps), then the Playwright journeys when the e2e package has any. Runs every step even after a
// failure, prints a summary, and ends with the line `N passed, N failed`; exits non-zero on any failure.
// Before any of it, it checks the system packages the journeys need (./lib/test-prerequisites.mjs): as root it
// installs what is missing, otherwise it stops with one line naming them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TOOLING, workspacePackages } from './lib/affected-packages.mjs';
import { ensureTestPrerequisites } from './lib/test-prerequisites.mjs';
import { typecheckParts } from './lib/typecheck-parts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const journeys = path.join(root, 'e2e', 'playwright.config.ts');

// First, so a machine that cannot run the journeys learns it in a second, not after the other steps.
const missing = existsSync(journeys) ? ensureTestPrerequisites() : null;
if (missing) {
  console.error(missing);
  process.exit(1);
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const scratch = mkdtempSync(path.join(tmpdir(), 'shop-test-'));

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${[path.basename(command), ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { status: result.status ?? 1, seconds };
}

/** A step that is one check: it passes or fails as a whole. */
function check(label, command, args) {
  const { status, seconds } = run(label, command, args);
  return { label, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, seconds };
}

function jest() {
  const out = path.join(scratch, 'jest.json');
  const { status, seconds } = run('unit, component and backend tests', bin('jest'), [
    '--ci',
    '--json',
    `--outputFile=${out}`,
  ]);
  if (!existsSync(out)) return { label: 'jest', passed: 0, failed: 1, seconds };
  const report = JSON.parse(readFileSync(out, 'utf8'));
  // A suite that fails to load runs no tests; count it so it cannot pass silently.
  const brokenSuites = report.numRuntimeErrorTestSuites ?? 0;
  const failed =
    report.numFailedTests + brokenSuites + (status !== 0 && report.numFailedTests + brokenSuites === 0 ? 1 : 0);
  return { label: 'jest', passed: report.numPassedTests, failed, seconds };
}

function playwright() {
  if (!existsSync(journeys)) return null;
  const out = path.join(scratch, 'playwright.json');
  const { status, seconds } = run(
    'end-to-end journeys',
    // The e2e package owns Playwright; it is not hoisted to the root.
    path.join(root, 'e2e', 'node_modules', '.bin', 'playwright'),
    // The config adds the JSON reporter when PLAYWRIGHT_JSON_OUTPUT_NAME is set, beside its list and HTML reports.
    ['test', '-c', journeys],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    },
  );
  if (!existsSync(out)) return { label: 'playwright', passed: 0, failed: 1, seconds };
  const { stats } = JSON.parse(readFileSync(out, 'utf8'));
  const failed = stats.unexpected + (status !== 0 && stats.unexpected === 0 ? 1 : 0);
  return { label: 'playwright', passed: stats.expected + stats.flaky, failed, seconds };
}

/**
 * Each package's own `typecheck` and the tooling's, rather than one program over the workspace: a package whose
 * own check fails, fails here (decision 064). Each part passes or fails on its own.
 */
async function typecheck() {
  console.log('\n=== type-check: every package on its own');
  const started = Date.now();
  const parts = await typecheckParts(root, [...workspacePackages(root), { name: TOOLING, dir: TOOLING }]);
  const passed = parts.filter((part) => part.passed).length;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { label: 'type-check', passed, failed: parts.length - passed, seconds };
}

const results = [
  await typecheck(),
  check('lint', bin('eslint'), ['.']),
  check('format', bin('prettier'), ['--check', '.']),
  jest(),
  playwright(),
].filter(Boolean);

rmSync(scratch, { recursive: true, force: true });
console.log('\n=== summary');
for (const r of results)
  console.log(
    `${r.label.padEnd(12)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed  ${r.seconds}s`,
  );
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
