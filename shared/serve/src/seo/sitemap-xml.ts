/** One product of the catalogue as the sitemap lists it. */
export interface SitemapProduct {
  id: number;
  /** ISO 8601; an unreadable one is left out of `lastmod` rather than written wrong. */
  updated_at: string;
}

/** One address of a sitemap file. */
export interface SitemapUrl {
  loc: string;
  lastmod?: string | undefined;
}

/** The sitemap protocol's limits for one file: 50,000 addresses and 50 MB (52,428,800 bytes) uncompressed. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 52_428_800;

const XML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as XML character data or an attribute value. */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);

/** A W3C datetime for `lastmod`, or undefined for a value that is not a date. */
export function lastmodOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
const URLSET_CLOSE = '</urlset>\n';

const urlEntry = ({ loc, lastmod }: SitemapUrl): string =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>\n`;

/** One sitemap file (`<urlset>`) and its newest `lastmod`, for the index. */
export interface SitemapFile {
  xml: string;
  lastmod: string | undefined;
  urls: number;
}

/**
 * The addresses cut into sitemap files, each within the protocol's limits (both counted: addresses, and bytes
 * of the whole file as UTF-8). The limits are parameters so tests can reach them with a few addresses.
 */
export function sitemapFiles(
  urls: Iterable<SitemapUrl>,
  limits: { maxUrls?: number; maxBytes?: number } = {},
): SitemapFile[] {
  const maxUrls = limits.maxUrls ?? SITEMAP_MAX_URLS;
  const maxBytes = limits.maxBytes ?? SITEMAP_MAX_BYTES;
  const frame = Buffer.byteLength(URLSET_OPEN) + Buffer.byteLength(URLSET_CLOSE);
  const files: SitemapFile[] = [];
  let entries: string[] = [];
  let bytes = frame;
  let newest: string | undefined;
  const close = () => {
    if (entries.length === 0) return;
    files.push({ xml: URLSET_OPEN + entries.join('') + URLSET_CLOSE, lastmod: newest, urls: entries.length });
    entries = [];
    bytes = frame;
    newest = undefined;
  };
  for (const url of urls) {
    const entry = urlEntry(url);
    const size = Buffer.byteLength(entry);
    if (frame + size > maxBytes) throw new Error(`a sitemap address does not fit in ${maxBytes} bytes: ${url.loc}`);
    if (entries.length >= maxUrls || bytes + size > maxBytes) close();
    entries.push(entry);
    bytes += size;
    // ISO 8601 in UTC (`lastmodOf`) sorts as text.
    if (url.lastmod && (!newest || url.lastmod > newest)) newest = url.lastmod;
  }
  close();
  return files;
}

/** The sitemap index (`<sitemapindex>`) over the files at these absolute addresses. */
export function sitemapIndex(files: readonly SitemapUrl[]): string {
  const entries = files.map(
    ({ loc, lastmod }) =>
      `<sitemap><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</sitemap>\n`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}
