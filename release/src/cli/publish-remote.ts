import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { publishBuild } from '@shop/serve';
import type { RemoteManifest } from '../verify/build-files';
import { ReleaseError } from './release-env';

export interface Published {
  build: string;
  manifest: string;
  sharedVersions: Record<string, string>;
}

/**
 * Uploads a remote's build into the CDN's folder under a folder of its own, `<remote>/<build>/` (hashed files first,
 * then the entry files, as `publishBuild` does), so every build stays addressable: a rollback is a change of
 * address, and a tab keeps the build it loaded. Nothing is live yet.
 */
export function publishRemote(remote: string, dist: string, cdnDir: string, cdnUrl: string): Published {
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!existsSync(manifestFile)) throw new ReleaseError(`${dist} holds no mf-manifest.json: build the remote first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as RemoteManifest;
  if (manifest.name && manifest.name !== remote) {
    throw new ReleaseError(`${dist} is a build of ${manifest.name}, not of ${remote}`);
  }
  const build = manifest.metaData?.buildInfo?.buildId;
  if (!build || !/^[\w.-]{1,100}$/.test(build)) throw new ReleaseError(`${manifestFile} names no build id`);
  publishBuild(dist, path.join(cdnDir, remote, build), { keepBuilds: 1, skip: ['monolith'] });
  return {
    build,
    manifest: `${cdnUrl}/${remote}/${build}/mf-manifest.json`,
    sharedVersions: manifest.metaData?.buildInfo?.sharedVersions ?? {},
  };
}
