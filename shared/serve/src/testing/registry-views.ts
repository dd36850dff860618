import { createHash, randomBytes } from 'node:crypto';
import type { LiveMap } from '../runtime-config/live-map';
import { runtimeConfigSource } from '../runtime-config/runtime-config-source';

/**
 * A registry map with one browser's views in it (decision 059), and a shell's configuration source following it:
 * for the tests of previews and staff keys.
 */
const allowedOrigins = ['https://cdn.example.com'];
export const manifest = (remote: string, build: string) =>
  `https://cdn.example.com/${remote}/${build}/mf-manifest.json`;
const ref = (remote: string, build: string) => ({ build, manifest: manifest(remote, build) });
/** A secret as the registry makes one: 32 random bytes, base64url. */
export const secret = () => randomBytes(32).toString('base64url');
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const inAMinute = () => new Date(Date.now() + 60_000).toISOString();

export const qaKey = secret();
export const otherQaKey = secret();
/** Verify's keys are hex (release/src/registry/verify/verify-build.ts). */
export const verifyKey = randomBytes(24).toString('hex');
export const staffKey = secret();

/** The catalogue live at c1 with a canary c2 for 10 %, the account live at a1 with none; QA's and verify's previews. */
export function registryMap(change: (map: LiveMap) => void = () => undefined): LiveMap {
  const map: LiveMap = {
    version: 7,
    remotes: {
      mf_catalog: {
        live: ref('mf_catalog', 'c1'),
        canary: { ...ref('mf_catalog', 'c2'), share: 10 },
        preview: { ...ref('mf_catalog', 'c4'), keySha256: sha256(verifyKey), until: inAMinute() },
        previews: [
          { ...ref('mf_catalog', 'c3'), keySha256: sha256(qaKey), until: inAMinute() },
          { ...ref('mf_catalog', 'c5'), keySha256: sha256(otherQaKey), until: inAMinute() },
        ],
      },
      mf_account: { live: ref('mf_account', 'a1'), canary: null },
    },
    staff: [{ keySha256: sha256(staffKey), until: inAMinute() }],
  };
  change(map);
  return map;
}

export const sourceOf = (map: LiveMap) =>
  runtimeConfigSource({}, { registry: { current: () => map, ready: Promise.resolve(), stop() {} }, allowedOrigins });
