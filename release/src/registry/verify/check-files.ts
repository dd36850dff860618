import type { CheckResult } from '../../shared/registry-model';
import { cdnDigest } from '../../shared/build-digest';

const short = (digest: string) => digest.slice(0, 19);

/**
 * Every file of the build (its `mf-files.json`: entry, manifest, every chunk and texts file, those no page has asked
 * for yet included, and their precompressed copies) answers from the CDN where the manifest is, and together they
 * are the content published under this build id (`digest`): a file changed or replaced after publish is refused
 * as surely as a file missing.
 */
export async function checkFiles(manifestUrl: string, digest: string): Promise<CheckResult> {
  const found = await cdnDigest(manifestUrl);
  if (found.problem) {
    return { check: 'files', passed: false, detail: `the build's file list cannot be read: ${found.problem}` };
  }
  if (found.missing.length) {
    return { check: 'files', passed: false, detail: `not on the CDN: ${found.missing.join(', ')}` };
  }
  if (found.digest !== digest) {
    return {
      check: 'files',
      passed: false,
      detail: `the files on the CDN are not the ones published under this id (${short(found.digest ?? '')}… where ${short(digest)}… was published)`,
    };
  }
  return {
    check: 'files',
    passed: true,
    detail: `${found.files} files reachable, the content published (${short(digest)}…)`,
  };
}
