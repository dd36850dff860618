import type { CheckResult } from '../registry/registry-model';
import { buildFiles } from './build-files';

/** How many files are asked for at once. */
const AT_ONCE = 8;

/**
 * Every file the build consists of (its `mf-files.json`, which the build writes: entry, manifest, every chunk and
 * texts file, those no page has asked for yet included) is reachable from the CDN where the manifest is.
 */
export async function checkFiles(manifestUrl: string): Promise<CheckResult> {
  let files: string[];
  try {
    files = await buildFiles(manifestUrl);
  } catch (error) {
    return { check: 'files', passed: false, detail: `the build's file list cannot be read: ${String(error)}` };
  }
  const missing: string[] = [];
  for (let start = 0; start < files.length; start += AT_ONCE) {
    await Promise.all(
      files.slice(start, start + AT_ONCE).map(async (file) => {
        const response = await fetch(file, { method: 'HEAD', signal: AbortSignal.timeout(10_000) }).catch(() => null);
        if (!response?.ok) missing.push(`${file.split('/').pop()} (${response ? response.status : 'no answer'})`);
      }),
    );
  }
  return missing.length
    ? { check: 'files', passed: false, detail: `not on the CDN: ${missing.sort().join(', ')}` }
    : { check: 'files', passed: true, detail: `${files.length} files reachable` };
}
