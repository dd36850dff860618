// The remote's public surface, exposed as `./remote` (see RemoteModule in @shop/platform): its namespace, its
// texts, its pages and their warm-ups. Each page is its own chunk, fetched when the shell first shows it or warms
// it (a link to it hovered or focused), so this entry stays small. The names are the route table's.
import { getProduct } from '@shop/api/calls';
import { currentLocale, pageChunks, preloadCall, type PageLoaders, type RemoteModule } from '@shop/platform';
import { CATALOG_NAMESPACE, catalogTranslations } from './i18n/texts';

export const namespace: RemoteModule['namespace'] = CATALOG_NAMESPACE;

export const translations: RemoteModule['translations'] = catalogTranslations;

// Exactly the pages the route table gives mf_catalog: a missing or misspelt one fails the type-check.
const chunks = pageChunks({
  Home: () => import('./pages/home-page'),
  MobileHome: () => import('./pages/mobile-home-page'),
  ProductDetail: () => import('./pages/product-detail-page'),
  Activity: () => import('./pages/activity-page'),
  Sort: () => import('./pages/sort-page'),
  Magnifier: () => import('./pages/magnifier-page'),
} satisfies PageLoaders<'mf_catalog'>);

export const pages = chunks.pages satisfies RemoteModule['pages'];

export const load = chunks.load satisfies RemoteModule['load'];

/**
 * Home's chunk (its data depends on the URL it opens with); a product's chunk and the product itself, which is what
 * a product card's link opens.
 */
export const preload = {
  Home: () => chunks.load.Home(),
  ProductDetail: ({ id }) =>
    Promise.all([chunks.load.ProductDetail(), preloadCall(getProduct, { id: Number(id), locale: currentLocale() })]),
} satisfies RemoteModule['preload'];
