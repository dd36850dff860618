#!/usr/bin/env node
// `pnpm start`: builds for production whatever is out of date, then runs the backend, the shell's server, every
// remote's server, and the release environment — the registry, a local CDN, the shell following the registry —
// together (docs/architecture.md, "Running it"; docs/releasing.md, "On one machine"). Once they answer, each
// remote's build is published, verified and promoted unless it is live already. Ctrl-C stops them all.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { localReleaseEnv, localSecrets, registryArgs, releasePlan } from './lib/local-release.mjs';
import { runToEnd, runTogether } from './lib/run-together.mjs';
import { staleBuilds } from './lib/stale-builds.mjs';
import { envAmongAll, pnpm, root, workspaceApps } from './lib/workspace-apps.mjs';

const apps = workspaceApps();

for (const app of staleBuilds(apps.filter((candidate) => candidate.scripts.build))) {
  console.log(`[${app.label}] building for production`);
  const { command, args } = pnpm(['--filter', app.name, 'build']);
  const code = await runToEnd({ label: `${app.label} build`, command, args, cwd: app.dir });
  if (code !== 0) {
    console.error(`[${app.label}] build failed (exit ${code})`);
    process.exit(code);
  }
}

const shellPort = process.env.SHELL_PORT || process.env.PORT || '3000';
const local = {
  dir: path.join(root, 'data', 'release'),
  shellPort,
  ...localSecrets(path.join(root, 'data', 'release')),
};
const release = localReleaseEnv(local);
const releaseDir = path.join(root, 'release');
const tsx = (script, ...args) => ({ command: process.execPath, args: ['--import', 'tsx', script, ...args] });

runTogether([
  ...apps
    .filter((app) => app.scripts.start)
    .map((app) => ({
      label: app.label,
      cwd: app.dir,
      env: { ...envAmongAll(app), ...(app.label === 'shell' ? release.shell : {}) },
      ...pnpm(['--filter', app.name, 'start']),
    })),
  {
    label: 'registry',
    cwd: releaseDir,
    env: release.registry,
    ...tsx('src/registry/main.ts', ...registryArgs(release)),
  },
  { label: 'cdn', cwd: releaseDir, env: release.cdn, ...tsx('src/local/local-cdn.ts') },
]);

/** Polls until every address answers, or gives up after a minute. */
async function answering(urls) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const answers = await Promise.all(
      urls.map((url) =>
        fetch(url).then(
          (r) => r.status < 500,
          () => false,
        ),
      ),
    );
    if (answers.every(Boolean)) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

const registryUrl = release.command.RELEASE_REGISTRY_URL;
if (await answering([`${registryUrl}/healthz`, `http://127.0.0.1:${shellPort}/healthz`])) {
  const live = await fetch(`${registryUrl}/v1/registry`).then((answer) => answer.json());
  const built = apps
    .filter((app) => app.label.startsWith('mf-'))
    .map((app) => {
      const manifest = path.join(app.dir, 'dist', 'mf-manifest.json');
      const build = existsSync(manifest)
        ? (JSON.parse(readFileSync(manifest, 'utf8')).metaData?.buildInfo?.buildId ?? null)
        : null;
      return { remote: app.label.replace('-', '_'), build };
    });
  const liveBuilds = Object.fromEntries(Object.entries(live.remotes).map(([name, state]) => [name, state.live?.build]));
  const hasBrowser = existsSync(process.env.CHROMIUM_PATH || '/usr/bin/chromium');
  for (const entry of releasePlan(built, liveBuilds, hasBrowser)) {
    if ('skip' in entry) {
      console.log(`[release] ${entry.remote}: ${entry.skip}`);
      continue;
    }
    for (const step of entry.steps) {
      const code = await runToEnd({
        label: 'release',
        cwd: root,
        env: release.command,
        ...tsx('release/src/command/release.ts', ...step),
      });
      if (code !== 0) {
        console.log(`[release] ${entry.remote}: stopped at ${step[0]}; it stays on its own server`);
        break;
      }
    }
  }
  console.log(`[release] \`pnpm release status\` shows what is live (registry ${registryUrl})`);
} else {
  console.error('[release] the registry or the shell did not answer within a minute: nothing published');
}
