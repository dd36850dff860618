import type { CheckResult } from '../../shared/registry-model';
import { fetchJson, type RemoteManifest } from '../../shared/remote-manifest';
import { satisfiesCaret } from './caret-range';

/** `@shop/platform/routes` -> `@shop/platform`. */
const packageOf = (name: string) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The build's shared modules (all singletons here) against what the live shell provides (its `build-info.json`): every range the
 * remote asks for (its manifest's `requiredVersion`) must be met by the shell's version, or the page would refuse
 * the remote (a workspace package, decision 022) or hand it a copy it was not built for.
 */
export async function checkSharedVersions(manifestUrl: string, store: string): Promise<CheckResult> {
  let provided: Record<string, string>;
  let manifest: RemoteManifest;
  try {
    [manifest, { sharedVersions: provided }] = await Promise.all([
      fetchJson<RemoteManifest>(manifestUrl),
      fetchJson<{ sharedVersions: Record<string, string> }>(`${store}/build-info.json`),
    ]);
  } catch (error) {
    return { check: 'shared-versions', passed: false, detail: `cannot compare: ${String(error)}` };
  }
  const refused: string[] = [];
  for (const shared of manifest.shared ?? []) {
    const pkg = packageOf(shared.name);
    const have = provided[pkg];
    if (!shared.requiredVersion || !have) continue;
    if (!satisfiesCaret(have, shared.requiredVersion)) {
      refused.push(`${shared.name} ${shared.requiredVersion} (the live shell provides ${have})`);
    }
  }
  return refused.length
    ? {
        check: 'shared-versions',
        passed: false,
        detail: `built against what the live shell does not provide: ${[...new Set(refused)].join(', ')}`,
      }
    : {
        check: 'shared-versions',
        passed: true,
        detail: `${(manifest.shared ?? []).length} shared modules compatible with the live shell`,
      };
}
