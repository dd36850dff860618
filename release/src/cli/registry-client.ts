import type { CanaryPolicy, CheckResult, LiveMap, RegistryDocument } from '../registry/registry-model';
import type { BuildFigures } from '../signals/signals-store';
import { ReleaseError, type ReleaseEnv } from './release-env';

/** The registry's API as the release command calls it: every change with the team's token. */
export function registryClient(env: ReleaseEnv) {
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> => {
    const response = await fetch(`${env.registry}${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(env.token ? { authorization: `Bearer ${env.token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
    if (!response.ok)
      throw new ReleaseError(`registry refused (${response.status}): ${answer.message ?? answer.error}`);
    return answer as T;
  };
  const at = (remote: string) => `/v1/remotes/${encodeURIComponent(remote)}`;
  return {
    status: () => call<RegistryDocument>('GET', '/v1/status'),
    live: () => call<LiveMap>('GET', '/v1/registry'),
    publish: (remote: string, build: string, manifest: string, sharedVersions: Record<string, string>) =>
      call('POST', `${at(remote)}/builds`, { build, manifest, sharedVersions }),
    preview: (remote: string, build: string, keySha256: string) =>
      call('POST', `${at(remote)}/builds/${encodeURIComponent(build)}/preview`, { keySha256 }),
    recordVerification: (remote: string, build: string, checks: CheckResult[]) =>
      call('POST', `${at(remote)}/builds/${encodeURIComponent(build)}/verification`, { checks }),
    promote: (
      remote: string,
      build: string,
      reason: string,
      canaryShare?: number,
      policy?: Omit<CanaryPolicy, 'since'>,
    ) =>
      call('POST', `${at(remote)}/promote`, {
        build,
        reason,
        ...(canaryShare === undefined ? {} : { canaryShare }),
        ...(policy ? { policy } : {}),
      }),
    figures: (windowS: number) =>
      call<Record<string, Record<string, BuildFigures>>>('GET', `/v1/signals?windowS=${windowS}`),
    endCanary: (remote: string, reason: string) => call('POST', `${at(remote)}/end-canary`, { reason }),
    rollback: (remote: string, reason: string) => call('POST', `${at(remote)}/rollback`, { reason }),
  };
}

export type RegistryClient = ReturnType<typeof registryClient>;
