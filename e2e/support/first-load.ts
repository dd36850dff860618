import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

/** One script or style sheet a page fetched, with its size compressed at fixed settings and as it was served. */
export interface LoadedAsset {
  url: string;
  kind: 'js' | 'css';
  bytes: number;
  gzip: number;
  brotli: number;
  /** The body's bytes on the wire, in the encoding the server chose (its precompressed file, or none). */
  served: number;
}

interface Sizes {
  gzip: number;
  brotli: number;
  served: number;
}

export interface FirstLoad {
  assets: LoadedAsset[];
  /** Every request the page made until it was ready (documents, scripts, styles, API calls, images). */
  requests: number;
  js: Sizes;
  css: Sizes;
}

const kindOf = (response: Response): LoadedAsset['kind'] | null => {
  const type = response.headers()['content-type'] ?? '';
  if (type.includes('javascript')) return 'js';
  if (type.includes('text/css')) return 'css';
  return null;
};

/**
 * Opens `url` in `page` and records what it fetched until `ready` resolves. `gzip` and `brotli` are the bodies
 * compressed here (gzip level 9, brotli quality 11): the same build always gives the same numbers, whatever the
 * server negotiated, so they can be budgets. `served` is what actually crossed the wire (the encoded body), for
 * the bench.
 */
export async function recordFirstLoad(page: Page, url: string, ready: () => Promise<void>): Promise<FirstLoad> {
  const pending: Promise<LoadedAsset | null>[] = [];
  let requests = 0;
  const onRequest = () => void requests++;
  const onResponse = (response: Response) => {
    const kind = kindOf(response);
    if (!kind || response.status() !== 200) return;
    pending.push(
      Promise.all([response.body(), response.request().sizes()]).then(
        ([body, sizes]) => ({
          url: response.url(),
          kind,
          bytes: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
          served: sizes.responseBodySize,
        }),
        () => null,
      ),
    );
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  try {
    await page.goto(url);
    await ready();
  } finally {
    page.off('request', onRequest);
    page.off('response', onResponse);
  }
  const assets = (await Promise.all(pending)).filter((asset): asset is LoadedAsset => asset !== null);
  const sum = (kind: LoadedAsset['kind'], key: keyof Sizes) =>
    assets.filter((asset) => asset.kind === kind).reduce((total, asset) => total + asset[key], 0);
  const sizes = (kind: LoadedAsset['kind']): Sizes => ({
    gzip: sum(kind, 'gzip'),
    brotli: sum(kind, 'brotli'),
    served: sum(kind, 'served'),
  });
  return {
    assets,
    requests,
    js: sizes('js'),
    css: sizes('css'),
  };
}

/** gzip (level 9) size of a file's contents, for the remotes' entries. */
export const gzipSize = (contents: Buffer): number => gzipSync(contents, { level: 9 }).length;
