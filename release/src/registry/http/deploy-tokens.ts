import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * What a token may do: `deploy` (a team's, the default) changes the remotes it names; `shell` (the shell servers')
 * posts shoppers' signals and nothing else; `qa` (QA's) makes preview keys of the remotes it names and records
 * verdicts on their builds, and changes nothing shoppers get. None can pass for another.
 */
export type GrantRole = 'deploy' | 'shell' | 'qa';
const ROLES: readonly GrantRole[] = ['deploy', 'shell', 'qa'];

/** One token's rights: who it is (written into the history and the logs), its role and which remotes it may change. */
export interface DeployGrant {
  who: string;
  /** Absent: `deploy` (the grants written before roles existed). */
  role?: GrantRole;
  /** The remotes it may publish, verify, promote and roll back; `*` for every remote (the release managers). */
  remotes: string[] | '*';
  /** SHA-256 of the token, hex: the registry never keeps a token itself. */
  sha256: string;
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The grants file (`RELEASE_TOKENS`): `[{ "who": "catalog-team", "remotes": ["mf_catalog"], "sha256": "…" },
 * { "who": "shells", "role": "shell", "remotes": [], "sha256": "…" }]`. Every problem is one line naming the file.
 */
export function readGrants(file: string): DeployGrant[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: cannot be read as JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!Array.isArray(parsed)) throw new Error(`${file}: expected a list of { who, role?, remotes, sha256 }`);
  return parsed.map((grant: Partial<DeployGrant> | null, index) => {
    const { who, role = 'deploy', remotes, sha256 } = grant ?? {};
    if (typeof who !== 'string' || !who || typeof sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(sha256)) {
      throw new Error(`${file}: grant ${index} needs who and a hex sha256`);
    }
    if (remotes !== '*' && !(Array.isArray(remotes) && remotes.every((name) => typeof name === 'string'))) {
      throw new Error(`${file}: grant ${index} needs remotes: a list of names or "*"`);
    }
    if (!ROLES.includes(role)) throw new Error(`${file}: grant ${index}'s role is "deploy", "shell" or "qa"`);
    if (role === 'shell' && remotes.length !== 0) {
      throw new Error(`${file}: grant ${index} is a shell's: its remotes must be [] (it deploys nothing)`);
    }
    return { who, role, remotes, sha256 };
  });
}

/** The grant a bearer token carries, if any (compared in constant time). */
export function grantFor(grants: readonly DeployGrant[], authorization: string | undefined): DeployGrant | null {
  const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  if (!token) return null;
  const presented = Buffer.from(hashToken(token), 'hex');
  return grants.find((grant) => timingSafeEqual(Buffer.from(grant.sha256, 'hex'), presented)) ?? null;
}

const covers = (grant: DeployGrant, remote: string): boolean => grant.remotes === '*' || grant.remotes.includes(remote);

export const mayDeploy = (grant: DeployGrant, remote: string): boolean =>
  (grant.role ?? 'deploy') === 'deploy' && covers(grant, remote);

/** A release manager (every remote) does all QA does. */
const isManager = (grant: DeployGrant): boolean => (grant.role ?? 'deploy') === 'deploy' && grant.remotes === '*';

/**
 * Previews of `remote` and verdicts on its builds: a `qa` grant naming it, or a release manager; never a team's own
 * token (a team does not judge its own build). Without a remote: whether the grant may do QA's work at all.
 */
export const mayQa = (grant: DeployGrant, remote: string | null): boolean =>
  isManager(grant) ||
  (grant.role === 'qa' &&
    (remote === null ? grant.remotes === '*' || grant.remotes.length > 0 : covers(grant, remote)));

/** Staff keys show every remote's canary: a `qa` grant of every remote, or a release manager. */
export const mayMakeStaffKeys = (grant: DeployGrant): boolean =>
  isManager(grant) || (grant.role === 'qa' && grant.remotes === '*');

export const mayPostSignals = (grant: DeployGrant): boolean => grant.role === 'shell';

/** Who may see and end a key: a preview by QA's right on its remote, a staff key by the right to make one. */
export const mayHandleKey = (grant: DeployGrant, key: { kind: 'preview' | 'staff'; remote?: string }): boolean =>
  key.kind === 'staff' ? mayMakeStaffKeys(grant) : mayQa(grant, key.remote ?? '');
