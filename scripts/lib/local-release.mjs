// `pnpm start`'s release environment: the registry, a CDN folder served beside it, and the shell following the
// registry — production in small (docs/releasing.md, "On one machine"). Its state is data/release/ (not in git).
import { randomBytes, createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The registry's and the local CDN's ports: `RELEASE_REGISTRY_PORT`, `RELEASE_CDN_PORT`, or these. */
export const REGISTRY_PORT = 4100;
export const CDN_PORT = 4101;

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/**
 * The local registry's grants and secrets, made on the first start and kept: a release manager's token (`*`), the
 * shells' token, QA's token (role `qa`, every remote: previews, staff keys and verdicts, decision 058) and the
 * secret shells sign pages' signals tokens with. The tokens file is the machine's own
 * (mode 600); the registry reads only their hashes.
 * @param {string} dir data/release
 */
export function localSecrets(dir) {
  mkdirSync(dir, { recursive: true });
  const tokensFile = path.join(dir, 'tokens.json');
  if (!existsSync(tokensFile)) {
    const secret = () => randomBytes(24).toString('hex');
    writeFileSync(
      tokensFile,
      `${JSON.stringify({ manager: secret(), shells: secret(), qa: secret(), signals: secret() }, null, 2)}\n`,
    );
    chmodSync(tokensFile, 0o600);
  }
  const tokens = JSON.parse(readFileSync(tokensFile, 'utf8'));
  // A tokens file from before QA's token gains one, and keeps the rest.
  if (!tokens.qa) {
    tokens.qa = randomBytes(24).toString('hex');
    writeFileSync(tokensFile, `${JSON.stringify(tokens, null, 2)}\n`);
  }
  const grants = path.join(dir, 'grants.json');
  writeFileSync(
    grants,
    `${JSON.stringify(
      [
        { who: 'local-release-manager', remotes: '*', sha256: sha256(tokens.manager) },
        { who: 'local-shells', role: 'shell', remotes: [], sha256: sha256(tokens.shells) },
        { who: 'local-qa', role: 'qa', remotes: '*', sha256: sha256(tokens.qa) },
      ],
      null,
      2,
    )}\n`,
  );
  return { tokens, grants, tokensFile };
}

/**
 * The settings of each part of the local environment.
 * @param {{ dir: string, shellPort: string | number, tokens: { manager: string, shells: string, signals: string }, grants: string }} local
 * @param {NodeJS.ProcessEnv} [env]
 */
export function localReleaseEnv(local, env = process.env) {
  const registryPort = env.RELEASE_REGISTRY_PORT || String(REGISTRY_PORT);
  const cdnPort = env.RELEASE_CDN_PORT || String(CDN_PORT);
  const registry = `http://127.0.0.1:${registryPort}`;
  const cdn = `http://127.0.0.1:${cdnPort}`;
  const cdnDir = path.join(local.dir, 'cdn');
  return {
    registry: {
      RELEASE_REGISTRY_PORT: registryPort,
      RELEASE_REGISTRY_FILE: path.join(local.dir, 'registry.sqlite'),
      RELEASE_TOKENS: local.grants,
      RELEASE_ALLOWED_ORIGINS: cdn,
      RELEASE_STORE_URL: `http://127.0.0.1:${local.shellPort}`,
      // The seeded demo customer: the pages that need one are verified signed in.
      RELEASE_VERIFY_CUSTOMER: 'buyer@example.com:buyer123',
      LOG_LEVEL: 'warn',
    },
    cdn: { RELEASE_CDN_DIR: cdnDir, RELEASE_CDN_PORT: cdnPort },
    shell: {
      RELEASE_REGISTRY: `${registry}/v1/registry`,
      RELEASE_REGISTRY_CACHE: path.join(local.dir, 'shell-registry-cache.json'),
      RELEASE_SHELL_TOKEN: local.tokens.shells,
      SHOP_SIGNALS_SECRET: local.tokens.signals,
      RELEASE_ALLOWED_ORIGINS: cdn,
      // The store's address on this machine, for robots.txt, the sitemaps and the pages' canonical addresses.
      SHOP_PUBLIC_URL: process.env.SHOP_PUBLIC_URL || `http://127.0.0.1:${local.shellPort}`,
    },
    command: {
      RELEASE_REGISTRY_URL: registry,
      RELEASE_TOKEN: local.tokens.manager,
      RELEASE_CDN_DIR: cdnDir,
      RELEASE_CDN_URL: cdn,
    },
  };
}

/**
 * The registry's arguments on this start: `--init` only while its folder is new — no database, and no shell has
 * followed a registry from it (no shell cache). A database lost later is not made again empty by `pnpm start`:
 * the registry says so in one line and how to restore it (decision 054).
 * @param {ReturnType<typeof localReleaseEnv>} release
 * @returns {string[]}
 */
export function registryArgs(release) {
  const used = [release.registry.RELEASE_REGISTRY_FILE, release.shell.RELEASE_REGISTRY_CACHE].some((file) =>
    existsSync(file),
  );
  return used ? [] : ['--init'];
}

/**
 * What to run to make each remote's built folder the live build: nothing for a remote whose build is live already,
 * else publish, verify and promote (verify only with a browser to load its pages in). The catalogue's campaign page
 * needs a code: the seeded one.
 * @param {{ remote: string, build: string | null }[]} built each remote's build id in its dist (null: not built)
 * @param {Record<string, string | undefined>} live each remote's live build in the registry
 * @param {boolean} hasBrowser
 * @returns {{ remote: string, steps: string[][] } | { remote: string, skip: string }}[]}
 */
export function releasePlan(built, live, hasBrowser) {
  return built.map(({ remote, build }) => {
    if (!build) return { remote, skip: 'not built' };
    if (live[remote] === build) return { remote, skip: `${build} is live` };
    if (!hasBrowser) {
      return { remote, skip: 'no Chromium to verify its pages with (/usr/bin/chromium): it stays on its own server' };
    }
    const pages = remote === 'mf_catalog' ? ['--page', 'activity=/pc/active/spring-sale-2026'] : [];
    return {
      remote,
      steps: [
        ['publish', remote],
        ['verify', remote, build, ...pages],
        ['promote', remote, build, '--reason', 'pnpm start: the local build'],
      ],
    };
  });
}
