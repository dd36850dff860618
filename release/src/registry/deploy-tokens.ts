import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** One team's right to deploy: who it is (written into the history) and which remotes it may change. */
export interface DeployGrant {
  who: string;
  /** The remotes it may publish, verify, promote and roll back; `*` for every remote (the release managers). */
  remotes: string[] | '*';
  /** SHA-256 of the token, hex: the registry never keeps a token itself. */
  sha256: string;
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The grants file (`RELEASE_TOKENS`): `[{ "who": "catalog-team", "remotes": ["mf_catalog"], "sha256": "…" }]`. */
export function readGrants(file: string): DeployGrant[] {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(parsed)) throw new Error(`${file}: expected a list of { who, remotes, sha256 }`);
  return parsed.map((grant: Partial<DeployGrant>, index) => {
    const { who, remotes, sha256 } = grant;
    if (typeof who !== 'string' || !who || typeof sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(sha256)) {
      throw new Error(`${file}: grant ${index} needs who and a hex sha256`);
    }
    if (remotes !== '*' && !(Array.isArray(remotes) && remotes.every((name) => typeof name === 'string'))) {
      throw new Error(`${file}: grant ${index} needs remotes: a list of names or "*"`);
    }
    return { who, remotes, sha256 };
  });
}

/** The grant a bearer token carries, if any (compared in constant time). */
export function grantFor(grants: readonly DeployGrant[], authorization: string | undefined): DeployGrant | null {
  const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  if (!token) return null;
  const presented = Buffer.from(hashToken(token), 'hex');
  return grants.find((grant) => timingSafeEqual(Buffer.from(grant.sha256, 'hex'), presented)) ?? null;
}

export const mayDeploy = (grant: DeployGrant, remote: string): boolean =>
  grant.remotes === '*' || grant.remotes.includes(remote);
