import path from 'node:path';

export const NO_CACHE = 'no-cache';
/** One person's page (a signed-in customer's, decision 046): kept by no cache, not even their browser's. */
export const PRIVATE_NO_STORE = 'private, no-store';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Files whose address never changes between builds. Browsers revalidate them on every use (a 304 when
 * unchanged), so a deploy is seen at once and the hashed files they point to can be cached for ever.
 */
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);

/** `[name].[contenthash:8].<ext>` and its source map: the build factory's naming for every other file. */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.map)?$/;

/** The precompressed files the build writes beside a file (`x.js.br`, `x.js.gz`) are cached as that file is. */
const PRECOMPRESSED = /\.(br|gz)$/;

/** A file whose name changes with its content (or a source map or precompressed file of one). */
export function isContentHashed(file: string): boolean {
  const name = path.basename(file).replace(PRECOMPRESSED, '');
  return !ENTRY_FILES.has(name) && CONTENT_HASHED.test(name);
}

/** Cache-Control for a built file; a file that is not content-hashed is never cached blindly. */
export function cacheControlFor(file: string): string {
  return isContentHashed(file) ? IMMUTABLE : NO_CACHE;
}
