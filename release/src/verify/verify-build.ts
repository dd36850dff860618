import { createHash, randomBytes } from 'node:crypto';
import type { CheckResult } from '../registry/registry-model';
import type { RegistryClient } from '../cli/registry-client';
import { ReleaseError } from '../cli/release-env';
import { checkFiles } from './check-files';
import { checkPages } from './check-pages';
import { checkSharedVersions } from './check-shared-versions';

/** Shells take a registry change within a second; a page is loaded only once the preview has reached them. */
const PREVIEW_WAIT_MS = 10_000;

async function previewReached(store: string, remote: string, preview: string, manifest: string): Promise<boolean> {
  const until = Date.now() + PREVIEW_WAIT_MS;
  while (Date.now() < until) {
    const response = await fetch(`${store}/runtime-config.json`, {
      headers: { cookie: `shop_preview=${preview}; shop_bucket=99` },
      signal: AbortSignal.timeout(5_000),
    }).catch(() => null);
    const config = response?.ok ? ((await response.json()) as { remotes?: Record<string, string> }) : null;
    if (config?.remotes?.[remote] === manifest) {
      // One shell has it; the others (behind the balancer) poll the registry every second too.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

export interface VerifyOptions {
  store: string;
  customer?: string;
}

/**
 * The checks a build must pass before it can be promoted, in order: its files are all on the CDN, it was built
 * against what the live shell provides, and its pages load through the real shell with no error (the build shown
 * to this browser only, through a preview key). What was found is recorded in the registry either way.
 */
export async function verifyBuild(
  client: RegistryClient,
  remote: string,
  build: string,
  options: VerifyOptions,
): Promise<CheckResult[]> {
  const published = (await client.status()).remotes[remote]?.builds[build];
  if (!published) throw new ReleaseError(`${remote} has no published build ${build}: publish it first`);
  const files = await checkFiles(published.manifest);
  const shared = await checkSharedVersions(published.manifest, options.store);
  let pages: CheckResult;
  if (!files.passed || !shared.passed) {
    pages = { check: 'pages', passed: false, detail: 'not loaded: a check above failed' };
  } else {
    const key = randomBytes(24).toString('hex');
    await client.preview(remote, build, createHash('sha256').update(key).digest('hex'));
    const preview = `${remote}.${key}`;
    pages = (await previewReached(options.store, remote, preview, published.manifest))
      ? await checkPages({
          store: options.store,
          remote,
          manifestUrl: published.manifest,
          preview,
          customer: options.customer,
        })
      : {
          check: 'pages',
          passed: false,
          detail: `the store's shells did not take the preview within ${PREVIEW_WAIT_MS / 1000} s`,
        };
  }
  const checks = [files, shared, pages];
  await client.recordVerification(remote, build, checks);
  return checks;
}
