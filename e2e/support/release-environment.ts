import { randomBytes } from 'node:crypto';
import { expect, test as base } from './fixtures';
import { startNginxStore, type NginxStore } from './nginx-store';
import {
  prepareReleaseRegistry,
  release,
  remoteBuild,
  VERIFY_CUSTOMER,
  type CommandResult,
  type ReleaseRegistry,
} from './release-harness';
import type { RemoteName } from './workspace';

export interface ReleaseEnvironment {
  registry: ReleaseRegistry;
  store: NginxStore;
  /** The RELEASE_* settings a team's commands run with (the catalogue team's unless another is named). */
  env(remote?: RemoteName): Record<string, string>;
}

/**
 * The production topology a team releases into: nginx as CDN and store in front of two shell servers that follow
 * the registry, and the registry itself, which verifies through that store as the demo customer.
 */
/**
 * The settings of shell servers that follow `registry`: its map, the shells' credential, a signals secret of their
 * own, and builds loaded only from the CDN.
 */
export function followingShells(registry: { url: string; shellToken: string }, cdnURL: string): Record<string, string> {
  return {
    RELEASE_REGISTRY: `${registry.url}/v1/registry`,
    RELEASE_SHELL_TOKEN: registry.shellToken,
    SHOP_SIGNALS_SECRET: randomBytes(32).toString('hex'),
    RELEASE_ALLOWED_ORIGINS: cdnURL,
    // Every shopper of a journey is new and comes from this machine's one network: the limit of new ids per network
    // (decision 056) is not what these journeys are about (`signals-attack.spec.ts` is).
    SHOP_NEW_SHOPPERS_BURST: '1000000',
  };
}

async function startReleaseEnvironment(
  registrySettings: Record<string, string>,
): Promise<ReleaseEnvironment & { stop(): Promise<void> }> {
  const registry = await prepareReleaseRegistry();
  const store = await startNginxStore({ shells: 2, shellEnv: ({ cdnURL }) => followingShells(registry, cdnURL) });
  registry.configure({
    RELEASE_STORE_URL: store.baseURL,
    RELEASE_ALLOWED_ORIGINS: store.cdnURL,
    RELEASE_VERIFY_CUSTOMER: VERIFY_CUSTOMER,
    ...registrySettings,
  });
  await registry.start(['--init']);
  return {
    registry,
    store,
    env: (remote = 'mf_catalog') => ({
      RELEASE_REGISTRY_URL: registry.url,
      RELEASE_TOKEN: registry.tokens[remote],
      RELEASE_CDN_DIR: store.remotesRoot,
      RELEASE_CDN_URL: store.cdnURL,
    }),
    async stop() {
      await store.stop();
      await registry.remove();
    },
  };
}

/**
 * Journeys of one file share one release environment, started for them (they are tagged @local). A file may give
 * the registry more settings: `test.use({ registrySettings: { RELEASE_QA_REQUIRED: 'mf_catalog' } })`.
 */
export const releaseTest = base.extend<
  { topology: ReleaseEnvironment },
  { environment: ReleaseEnvironment; registrySettings: Record<string, string> }
>({
  registrySettings: [{}, { scope: 'worker', option: true }],
  environment: [
    async ({ registrySettings }, use) => {
      const environment = await startReleaseEnvironment(registrySettings);
      await use(environment);
      await environment.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  topology: async ({ environment }, use) => use(environment),
  baseURL: async ({ environment }, use) => use(environment.store.baseURL),
});

/** A remote's manifest each shell server gives a browser holding `cookie` (a bucket's, a preview key's). */
export async function remoteForCookieOnEveryShell(store: NginxStore, remote: RemoteName, cookie: string) {
  return Promise.all(
    store.shellURLs.map(async (shell) => {
      const response = await fetch(`${shell}/runtime-config.json`, { headers: { cookie } });
      return ((await response.json()) as { remotes: Record<string, string> }).remotes[remote] ?? '';
    }),
  );
}

/** A remote's manifest each shell server gives a shopper outside every canary (bucket 99), or in bucket `bucket`. */
export const remoteOnEveryShell = (store: NginxStore, remote: RemoteName = 'mf_catalog', bucket = 99) =>
  remoteForCookieOnEveryShell(store, remote, `shop_bucket=${bucket}`);

export const catalogOnEveryShell = (store: NginxStore, bucket = 99) => remoteOnEveryShell(store, 'mf_catalog', bucket);

/** How long until every shell server gives `build`, in ms (fails after 5 s). */
export async function convergedOn(store: NginxStore, build: string, bucket = 99, remote: RemoteName = 'mf_catalog') {
  const started = Date.now();
  await expect
    .poll(
      async () => (await remoteOnEveryShell(store, remote, bucket)).every((address) => address.includes(`/${build}/`)),
      {
        timeout: 5_000,
        intervals: [50],
      },
    )
    .toBe(true);
  return Date.now() - started;
}

/** One shell server's `/pc` for a visitor outside every canary: whether it came rendered, how, and with which build. */
export async function homeFrom(shell: string) {
  const response = await fetch(`${shell}/pc`, { headers: { cookie: 'shop_bucket=99', accept: 'text/html' } });
  const html = await response.text();
  return {
    rendered: html.includes('id="shop-server-state"'),
    outcome: response.headers.get('x-shop-render'),
    html,
  };
}

/** Waits until every shell server sends home rendered with `build` of the catalogue (fails after 5 s). */
export async function renderedOn(store: NginxStore, build: string) {
  await expect
    .poll(
      async () =>
        (await Promise.all(store.shellURLs.map(homeFrom))).every(
          (home) => home.rendered && home.html.includes(`/mf_catalog/${build}/`),
        ),
      { timeout: 5_000, intervals: [50] },
    )
    .toBe(true);
}

/** What the catalogue team says of its routes when it verifies: where its campaign page is. */
export const CATALOG_PAGES = ['--page', 'activity=/pc/active/spring-sale-2026'];

/**
 * Publishes and verifies a build of a remote (the catalogue's unless named), as its team does; `change` makes it
 * differ from the production build (a text renamed).
 */
export async function shipped(
  environment: ReleaseEnvironment,
  build: string,
  remote: RemoteName = 'mf_catalog',
  change?: (dir: string) => void,
): Promise<CommandResult> {
  const made = remoteBuild(remote, build, change);
  try {
    const env = environment.env(remote);
    const published = await release(['publish', remote, made.dir], env);
    expect(published.stderr).toBe('');
    // As docs/releasing.md shows it: verify finds every route's address itself (the campaign page's in the table).
    const verified = await release(['verify', remote, build], env);
    expect(verified.stdout, verified.stderr).toContain(`${remote} ${build} verified`);
    return verified;
  } finally {
    made.remove();
  }
}

/** Ships a build and makes it live for everyone, on every shell server. */
export async function madeLive(environment: ReleaseEnvironment, build: string, remote: RemoteName = 'mf_catalog') {
  await shipped(environment, build, remote);
  expect((await release(['promote', remote, build], environment.env(remote))).code).toBe(0);
  await convergedOn(environment.store, build, 99, remote);
}
