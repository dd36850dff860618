import { gzipSync } from 'node:zlib';
import { lastmodOf, sitemapFiles, sitemapIndex, type SitemapProduct } from './sitemap-xml';

/** One served file: its XML, and gzipped once at build time (a 5 MB file is not compressed per request). */
export interface BuiltFile {
  xml: Buffer;
  gzip: Buffer;
}

/** The store's sitemaps: the index at `/sitemap.xml` and its files at `/sitemaps/<name>`. */
export interface StoreSitemaps {
  index: BuiltFile;
  files: ReadonlyMap<string, BuiltFile>;
  products: number;
  builtAt: Date;
}

export interface StoreSitemapFacts {
  publicOrigin: string;
  /** The home page's path (`/`). */
  homePath: string;
  /** A product's canonical path, from its id. */
  productPath: (id: number) => string;
  limits?: { maxUrls?: number; maxBytes?: number };
}

const built = (xml: string): BuiltFile => {
  const bytes = Buffer.from(xml);
  return { xml: bytes, gzip: gzipSync(bytes) };
};

/** The sitemap files of a catalogue: `pages.xml` (the home page) and `products-1.xml`, `products-2.xml`, .... */
export function storeSitemaps(products: readonly SitemapProduct[], facts: StoreSitemapFacts): StoreSitemaps {
  const { publicOrigin, limits } = facts;
  const home = sitemapFiles([{ loc: publicOrigin + facts.homePath }], limits);
  const productFiles = sitemapFiles(
    products.map((product) => ({
      loc: publicOrigin + facts.productPath(product.id),
      lastmod: lastmodOf(product.updated_at),
    })),
    limits,
  );
  const named = [
    ...home.map((file) => ['pages.xml', file] as const),
    ...productFiles.map((file, i) => [`products-${i + 1}.xml`, file] as const),
  ];
  return {
    index: built(
      sitemapIndex(named.map(([name, file]) => ({ loc: `${publicOrigin}/sitemaps/${name}`, lastmod: file.lastmod }))),
    ),
    files: new Map(named.map(([name, file]) => [name, built(file.xml)])),
    products: products.length,
    builtAt: new Date(),
  };
}
