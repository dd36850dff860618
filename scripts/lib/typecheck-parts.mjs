// Runs the type-check of each part of the workspace, each on its own (`pnpm affected`, and the test command's
// type-check step): a package's own `typecheck` script, the tooling's scripts/tsconfig.json.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { TOOLING } from './affected-packages.mjs';
import { runToEnd } from './run-together.mjs';

/** Two at a time: each check is a whole TypeScript program (up to 1 GB), and CI's machine has two cores. */
const AT_ONCE = Math.min(2, availableParallelism());

/**
 * A package's script runs as pnpm would run it, without a pnpm per package: in its folder, its own and the
 * workspace's node_modules/.bin first on the PATH.
 * @param {string} root
 * @param {{ name: string, dir: string, scripts?: Record<string, string> }} part
 */
function job(root, part) {
  const bin = path.join(root, 'node_modules', '.bin');
  if (part.name === TOOLING)
    return {
      label: part.name,
      command: path.join(bin, 'tsc'),
      args: ['-p', path.join(TOOLING, 'tsconfig.json')],
      cwd: root,
    };
  const cwd = path.join(root, part.dir);
  const PATH = [path.join(cwd, 'node_modules', '.bin'), bin, process.env.PATH].join(path.delimiter);
  return { label: part.name, command: 'sh', args: ['-c', part.scripts?.typecheck ?? 'false'], cwd, env: { PATH } };
}

/**
 * @param {string} root
 * @param {{ name: string, dir: string, scripts?: Record<string, string> }[]} parts
 * @returns {Promise<{ label: string, passed: boolean }[]>} in the order the checks ended
 */
export async function typecheckParts(root, parts) {
  console.log(`type-checking ${parts.length} part(s), ${AT_ONCE} at a time`);
  const queue = parts.map((part) => job(root, part));
  /** @type {{ label: string, passed: boolean }[]} */
  const results = [];
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const code = await runToEnd(next);
        console.log(`[${next.label}] ${code === 0 ? 'passed' : 'FAILED'}`);
        results.push({ label: next.label, passed: code === 0 });
      }
    }),
  );
  return results;
}
