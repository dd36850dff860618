// The remote's public surface, exposed as `./remote` (see RemoteModule in @shop/platform): its namespace, its
// texts, its pages and their warm-ups. Each page is its own chunk, fetched when the shell first shows it or warms
// it (a link to it hovered or focused). Names are the route table's.
import { listClaimableProducts } from '@shop/api/calls';
import { pageChunks, preloadCall, type PageLoaders, type RemoteModule } from '@shop/platform';
import { PRODUCTS_PAGE_SIZE } from './features/products/hooks/use-claimable-products';
import { PUBLISH_NAMESPACE, publishTranslations } from './i18n/texts';

export const namespace: RemoteModule['namespace'] = PUBLISH_NAMESPACE;

export const translations: RemoteModule['translations'] = publishTranslations;

// Exactly the pages the route table gives mf_publish: a missing or misspelt one fails the type-check.
const chunks = pageChunks({
  Publish: () => import('./pages/publish-page'),
  CollectionBox: () => import('./pages/collection-box-page'),
} satisfies PageLoaders<'mf_publish'>);

export const pages = chunks.pages satisfies RemoteModule['pages'];

export const load = chunks.load satisfies RemoteModule['load'];

/** The header's "List to TKs" is the way in: its page and the first page of products it opens with. */
export const preload = {
  Publish: () =>
    Promise.all([
      chunks.load.Publish(),
      preloadCall(listClaimableProducts, { page: 1, page_size: PRODUCTS_PAGE_SIZE }),
    ]),
} satisfies RemoteModule['preload'];
