// The remote's public surface, exposed as `./remote` (see RemoteModule in @shop/platform): its namespace, its
// texts, its pages and what each opens with. Each page is its own chunk, fetched when the shell first shows it or warms
// it (a link to it hovered or focused), so this entry stays small. The names are the route table's.
import { pageChunks, type PageLoaders, type RemoteModule } from '@shop/platform';
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
  QuickOrder: () => import('./pages/quick-order-page'),
  // The same chunk as QuickOrder's: one module draws both layouts.
  MobileQuickOrder: () => import('./pages/quick-order-page').then((page) => ({ default: page.MobileQuickOrderPage })),
} satisfies PageLoaders<'mf_catalog'>);

export const pages = chunks.pages satisfies RemoteModule['pages'];

export const load = chunks.load satisfies RemoteModule['load'];

// What each page's first screen reads (decision 047); the shell warms it with the page's chunk on a link's intent.
export { opening } from './opening';
