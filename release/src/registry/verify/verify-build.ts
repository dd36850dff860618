import { createHash, randomBytes } from 'node:crypto';
import type { CheckResult, PublishedBuild, SkippedRoute, VerifyRequest } from '../../shared/registry-model';
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

export interface VerifyOutcome {
  checks: CheckResult[];
  skipped: SkippedRoute[];
}

/** Where the registry's own checks look: the store shoppers use, and the customer pages that need one sign in as. */
export interface VerifySettings {
  /** `RELEASE_STORE_URL` on the registry. */
  store?: string;
  /** `RELEASE_VERIFY_CUSTOMER` on the registry: `email:password`. */
  customer?: string;
}

/** The checks the registry runs on a build: the files alone (before promote and rollback), or all three (verify). */
export interface BuildChecks {
  files(build: PublishedBuild): Promise<CheckResult>;
  verify(
    remote: string,
    build: PublishedBuild,
    request: VerifyRequest,
    showPreview: (keySha256: string) => void,
  ): Promise<VerifyOutcome>;
}

const notLoaded = (detail: string): CheckResult => ({ check: 'pages', passed: false, detail });

/**
 * The checks a build must pass before it can be promoted, in order, run by the registry itself (decision 040):
 * its files on the CDN are the content published under its id, it was built against what the live shell provides,
 * and its pages load through the real shells with no error (the build shown to the registry's browser only,
 * through a preview key it keeps to itself).
 */
export function buildChecks(settings: VerifySettings): BuildChecks {
  return {
    files: (build) => checkFiles(build.manifest, build.digest),
    async verify(remote, build, request, showPreview) {
      const skipped = Object.entries(request.skip ?? {}).map(([route, reason]) => ({ route, reason }));
      const files = await checkFiles(build.manifest, build.digest);
      const { store } = settings;
      if (!store) {
        const unset = 'RELEASE_STORE_URL is not set on the registry: it names the store whose shells verify uses';
        return {
          checks: [files, { check: 'shared-versions', passed: false, detail: unset }, notLoaded(unset)],
          skipped,
        };
      }
      const shared = await checkSharedVersions(build.manifest, store);
      if (!files.passed || !shared.passed) {
        return { checks: [files, shared, notLoaded('not loaded: a check above failed')], skipped };
      }
      const key = randomBytes(24).toString('hex');
      showPreview(createHash('sha256').update(key).digest('hex'));
      const preview = `${remote}.${key}`;
      const pages = (await previewReached(store, remote, preview, build.manifest))
        ? await checkPages({
            store,
            remote,
            manifestUrl: build.manifest,
            preview,
            customer: settings.customer,
            pages: request.pages ?? {},
            skip: request.skip ?? {},
          })
        : notLoaded(
            `the store's shells at ${store} did not take the preview within ${PREVIEW_WAIT_MS / 1000} s: every shell ` +
              `server must follow this registry (RELEASE_REGISTRY=<this registry>/v1/registry) and allow the ` +
              `build's origin (RELEASE_ALLOWED_ORIGINS)`,
          );
      return { checks: [files, shared, pages], skipped };
    },
  };
}
