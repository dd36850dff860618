import { useHeader } from '../data/use-header';
import { isNotFound } from '../failures/api-errors';
import type { Locale } from '../i18n/locales';
import { useLocale } from '../i18n/use-locale';
import { clipText } from './clip-text';
import { jsonLdText } from './json-ld';
import { absoluteAddress, usePublicOrigin } from './public-origin';

/** What a page says of itself to search engines and link previews (decision 051), in the page's language. */
export interface PageHeadProps {
  /**
   * What the page is: a product's name, 'Cart'. The site's title (the header's `title`, spec 3) follows it; left out,
   * the site's title is the whole title (home).
   */
  title?: string;
  /** A sentence or two for search results and previews; clipped to 160 characters at a word. */
  description?: string;
  /**
   * The page's one address for search engines, a path on the store (`/pc/product/12`): the same from a phone and a
   * desktop, without the filters and sorts a query adds. Also the preview's `og:url`.
   */
  canonical?: string;
  /** The picture a link preview shows (a product's first); the shop's logo when left out. */
  image?: string;
  /** Open Graph's type: `product` on a product's page. */
  type?: 'website' | 'product';
  /** A page no search engine should keep: one customer's, a component route, a product that does not exist. */
  noindex?: boolean;
  /** schema.org data about what the page shows, written as a JSON-LD block. */
  structuredData?: object;
  /**
   * The failure of the read the page shows through `CallState`: a 404 there is `PageNotFound`, which names itself,
   * so this head is then left out and the document keeps one title.
   */
  readError?: unknown;
}

/** Open Graph names a language with its region. */
const OG_LOCALE: Readonly<Record<Locale, string>> = { en: 'en_US', vi: 'vi_VN' };

/** "Page | Site": the page's own name first, which is what a tab or a search result cut short still shows. */
export const documentTitle = (page: string | undefined, site: string | undefined): string =>
  [page, site].filter((part) => part !== undefined && part.trim() !== '').join(' | ');

/**
 * A page's head, declared by the page in its remote from the data it already shows (decision 051). React writes
 * these elements into the document's head: on the shell's server they lead the page's markup, which the server moves
 * into the head of the first response; in the browser React adds them on a page's mount, finds the server's at
 * hydration, and takes them away when the page goes, so a client navigation changes the title and tags with it.
 * One per page, rendered in every state of the page (loading, failed, not found), so the title never falls back.
 */
export function PageHead(props: PageHeadProps) {
  return isNotFound(props.readError) ? null : <PageHeadTags {...props} />;
}

function PageHeadTags({
  title,
  description,
  canonical,
  image,
  type = 'website',
  noindex,
  structuredData,
}: PageHeadProps) {
  const locale = useLocale();
  const origin = usePublicOrigin();
  const site = useHeader().data;
  const fullTitle = documentTitle(title, site?.title);
  const summary = description ? clipText(description) : undefined;
  const url = canonical ? absoluteAddress(origin, canonical) : undefined;
  const picture = absoluteAddress(origin, image ?? site?.logo);
  const previewTitle = title ?? site?.title;
  return (
    <>
      {fullTitle && <title>{fullTitle}</title>}
      {summary && <meta name="description" content={summary} />}
      {noindex && <meta name="robots" content="noindex" />}
      {url && !noindex && <link rel="canonical" href={url} />}
      {previewTitle && <meta property="og:title" content={previewTitle} />}
      {summary && <meta property="og:description" content={summary} />}
      <meta property="og:type" content={type} />
      {url && !noindex && <meta property="og:url" content={url} />}
      {picture && <meta property="og:image" content={picture} />}
      {picture && previewTitle && <meta property="og:image:alt" content={previewTitle} />}
      {site?.name && <meta property="og:site_name" content={site.name} />}
      <meta property="og:locale" content={OG_LOCALE[locale]} />
      <meta name="twitter:card" content={picture ? 'summary_large_image' : 'summary'} />
      {structuredData && <script type="application/ld+json">{jsonLdText(structuredData)}</script>}
    </>
  );
}
