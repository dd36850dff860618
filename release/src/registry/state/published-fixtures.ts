// What the store's tests publish and verify with, without a CDN or a browser (the checks have tests of their own).
import type { PublishInput } from './registry-store';

export const DIGEST = `sha256:${'0'.repeat(64)}`;

/** A build of mf_catalog as `publish` records it, at the example CDN. */
export const publishedBuild = (build: string): PublishInput => ({
  remote: 'mf_catalog',
  build,
  manifest: `https://cdn.example/mf_catalog/${build}/mf-manifest.json`,
  digest: DIGEST,
  sharedVersions: {},
});

/** What the registry's own verify records for a build that passed. */
export const VERIFIED = {
  digest: DIGEST,
  skipped: [],
  checks: (['files', 'shared-versions', 'pages'] as const).map((check) => ({ check, passed: true, detail: 'ok' })),
};
