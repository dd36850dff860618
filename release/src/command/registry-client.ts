import type { CanaryRequest } from './canary-args';
import type {
  BuildFigures,
  CheckResult,
  HistoryEntry,
  LiveMap,
  MadeKey,
  PreviewKeyInfo,
  QaVerdict,
  StatusAnswer,
  SkippedRoute,
  VerifyRequest,
} from '../shared/registry-model';
import { ReleaseError, type ReleaseEnv } from './release-env';

/** A change's answer: the history entry it wrote, or would write in a dry run. */
export interface Changed {
  dryRun?: true;
  change: HistoryEntry;
}

export interface VerifyJob {
  state: 'queued' | 'running' | 'done';
  passed?: boolean;
  checks?: CheckResult[];
  skipped?: SkippedRoute[];
}

export interface PromoteInput {
  build: string;
  reason: string;
  canaryShare?: number;
  policy?: CanaryRequest['policy'];
  dryRun: boolean;
}

/** Why a request did not get an answer, in words a team can act on. */
function unreachable(registry: string, error: unknown): ReleaseError {
  const cause = (error as { cause?: { code?: string } }).cause?.code;
  const why =
    (error as Error).name === 'TimeoutError'
      ? 'no answer within 10 s'
      : cause === 'ECONNREFUSED'
        ? 'connection refused'
        : (cause ?? String(error));
  return new ReleaseError(
    `cannot reach the release registry at ${registry} (${why}): RELEASE_REGISTRY_URL names it; is it running?`,
    'unreachable',
  );
}

/** The registry's API as the release command calls it: every change with the team's token. */
export function registryClient(env: ReleaseEnv) {
  const call = async <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: object): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(`${env.registry}${path}`, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(env.token ? { authorization: `Bearer ${env.token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw unreachable(env.registry, error);
    }
    const answer = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
    if (!response.ok) {
      const hint = response.status === 401 ? ' (RELEASE_TOKEN is the team’s deploy token, or QA’s token)' : '';
      throw new ReleaseError(`registry refused (${response.status}): ${answer.message ?? answer.error}${hint}`);
    }
    return answer as T;
  };
  const at = (remote: string) => `/v1/remotes/${encodeURIComponent(remote)}`;
  return {
    status: () => call<StatusAnswer>('GET', '/v1/status'),
    live: () => call<LiveMap>('GET', '/v1/registry'),
    publish: (
      remote: string,
      build: string,
      manifest: string,
      digest: string,
      sharedVersions: Record<string, string>,
    ) => call('POST', `${at(remote)}/builds`, { build, manifest, digest, sharedVersions }),
    verify: (remote: string, build: string, request: VerifyRequest) =>
      call<{ job: string }>('POST', `${at(remote)}/builds/${encodeURIComponent(build)}/verify`, request),
    verification: (job: string) => call<VerifyJob>('GET', `/v1/verifications/${encodeURIComponent(job)}`),
    promote: (remote: string, input: PromoteInput) => call<Changed>('POST', `${at(remote)}/promote`, input),
    figures: (windowS: number) =>
      call<Record<string, Record<string, BuildFigures>>>('GET', `/v1/signals?windowS=${windowS}`),
    endCanary: (remote: string, reason: string) => call<Changed>('POST', `${at(remote)}/end-canary`, { reason }),
    rollback: (remote: string, reason: string, dryRun: boolean) =>
      call<Changed>('POST', `${at(remote)}/rollback`, { reason, dryRun }),
    preview: (remote: string, build: string, seconds?: number) =>
      call<MadeKey>('POST', `${at(remote)}/builds/${encodeURIComponent(build)}/previews`, { seconds }),
    staffKey: (seconds?: number) => call<MadeKey>('POST', '/v1/staff-keys', { seconds }),
    previews: () => call<{ previews: PreviewKeyInfo[] }>('GET', '/v1/previews'),
    endPreview: (id: string) => call<{ key: PreviewKeyInfo }>('DELETE', `/v1/previews/${encodeURIComponent(id)}`),
    qaResult: (remote: string, build: string, verdict: { passed: boolean; run: string; report?: string }) =>
      call<{ verdict: QaVerdict }>('POST', `${at(remote)}/builds/${encodeURIComponent(build)}/qa`, verdict),
  };
}

export type RegistryClient = ReturnType<typeof registryClient>;
