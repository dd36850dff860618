// The remote's public surface, exposed as `./remote` (see RemoteModule in @shop/platform): its namespace, its
// texts, its pages and what each opens with. Each page is its own chunk; only the addresses page brings
// @shop/platform/forms (react-hook-form), which no other page loads. Names are the route table's.
import { pageChunks, type PageLoaders, type RemoteModule } from '@shop/platform';
import { ACCOUNT_NAMESPACE, accountTranslations } from './i18n/texts';

export const namespace: RemoteModule['namespace'] = ACCOUNT_NAMESPACE;

export const translations: RemoteModule['translations'] = accountTranslations;

// Exactly the pages the route table gives mf_account: a missing or misspelt one fails the type-check.
const chunks = pageChunks({
  Orders: () => import('./pages/orders-page'),
  OrderDetail: () => import('./pages/order-detail-page'),
  Addresses: () => import('./pages/addresses-page'),
  Favorites: () => import('./pages/favorites-page'),
} satisfies PageLoaders<'mf_account'>);

export const pages = chunks.pages satisfies RemoteModule['pages'];

export const load = chunks.load satisfies RemoteModule['load'];

// What each page's first screen reads (decision 047); the shell warms it with the page's chunk on a link's intent.
export { opening } from './opening';
