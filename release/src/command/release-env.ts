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
}

export function releaseEnv(env: NodeJS.ProcessEnv = process.env): ReleaseEnv {
  return {
    registry: (env.RELEASE_REGISTRY_URL || 'http://127.0.0.1:4100').replace(/\/$/, ''),
    token: env.RELEASE_TOKEN || undefined,
    cdnDir: env.RELEASE_CDN_DIR || undefined,
    cdnUrl: env.RELEASE_CDN_URL?.replace(/\/$/, '') || undefined,
  };
}

/** How the command ends when it does not succeed: each kind its own exit code, so a pipeline can tell them apart. */
export const EXIT = {
  /** The registry (or verify) said no: nothing changed. */
  refused: 1,
  /** The command was given something it cannot use (an argument, a missing setting): nothing was asked. */
  usage: 2,
  /** The registry could not be reached: nothing changed that the command knows of. */
  unreachable: 3,
} as const;

/** A failure told to the team in one line, with the exit code of its kind. */
export class ReleaseError extends Error {
  constructor(
    message: string,
    readonly kind: keyof typeof EXIT = 'refused',
  ) {
    super(message);
  }
}

export function required<K extends keyof ReleaseEnv>(env: ReleaseEnv, key: K, variable: string): string {
  const value = env[key];
  if (!value) throw new ReleaseError(`${variable} is not set (docs/releasing.md: the life of a release)`, 'usage');
  return value;
}
