import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { publishBuild } from '@shop/serve';
import { localDigest } from '../shared/build-digest';
import type { RemoteManifest } from '../shared/remote-manifest';
import type { RegistryClient } from './registry-client';
import { ReleaseError } from './release-env';

export interface Published {
  build: string;
  manifest: string;
  digest: string;
  files: number;
}

/**
 * Publishes a remote's build: the registry is asked first, with the build's id and the digest of its content, and
 * only once it has recorded them are the files written into the CDN's folder, under a folder of their own,
 * `<remote>/<build>/` (hashed files first, then the entry files, as `publishBuild` does). A refused publish (another
 * team's token, another content under a known id, an origin not allowed) writes nothing. Nothing is live yet.
 */
export async function publishRemote(
  client: RegistryClient,
  remote: string,
  dist: string,
  cdn: { dir: string; url: string },
): Promise<Published> {
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!existsSync(manifestFile)) {
    throw new ReleaseError(`${dist} holds no mf-manifest.json: build the remote first`, 'usage');
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as RemoteManifest;
  if (manifest.name && manifest.name !== remote) {
    throw new ReleaseError(`${dist} is a build of ${manifest.name}, not of ${remote}`, 'usage');
  }
  const build = manifest.metaData?.buildInfo?.buildId;
  if (!build || !/^[\w.-]{1,100}$/.test(build)) throw new ReleaseError(`${manifestFile} names no build id`, 'usage');
  let content: { digest: string; files: number };
  try {
    content = localDigest(dist);
  } catch (error) {
    throw new ReleaseError((error as Error).message, 'usage');
  }
  const address = `${cdn.url}/${remote}/${build}/mf-manifest.json`;
  await client.publish(remote, build, address, content.digest, manifest.metaData?.buildInfo?.sharedVersions ?? {});
  publishBuild(dist, path.join(cdn.dir, remote, build), { keepBuilds: 1, skip: ['monolith'] });
  return { build, manifest: address, ...content };
}
