/** Where the release command finds the environment it deploys to (docs/releasing.md). */
export interface ReleaseEnv {
  /** The registry's base address, e.g. http://registry.internal:4100. */
  registry: string;
  /** The team's deploy token. */
  token: string | undefined;
  /** The folder the CDN serves remotes from (a build goes to `<cdnDir>/<remote>/<build>/`). */
  cdnDir: string | undefined;
  /** That folder's public address. */
  cdnUrl: string | undefined;
  /** The store shoppers use: `verify` loads the build's pages through its shell. */
  store: string | undefined;
  /** `email:password` of a customer `verify` signs in as, for the pages that need one. */
  customer: string | undefined;
}

export function releaseEnv(env: NodeJS.ProcessEnv = process.env): ReleaseEnv {
  return {
    registry: (env.RELEASE_REGISTRY_URL || 'http://127.0.0.1:4100').replace(/\/$/, ''),
    token: env.RELEASE_TOKEN || undefined,
    cdnDir: env.RELEASE_CDN_DIR || undefined,
    cdnUrl: env.RELEASE_CDN_URL?.replace(/\/$/, '') || undefined,
    store: env.RELEASE_STORE_URL?.replace(/\/$/, '') || undefined,
    customer: env.RELEASE_VERIFY_CUSTOMER || undefined,
  };
}

export function required<K extends keyof ReleaseEnv>(env: ReleaseEnv, key: K, variable: string): string {
  const value = env[key];
  if (!value) throw new ReleaseError(`${variable} is not set`);
  return value;
}

/** A refusal or a missing setting, told to the team in one line (the command exits 1). */
export class ReleaseError extends Error {}
