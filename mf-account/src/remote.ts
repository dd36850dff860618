// The remote's public surface, exposed as `./remote` (see RemoteModule in @shop/platform): its namespace, its
// texts, its pages and their warm-ups. Each page is its own chunk; only the addresses page brings
// @shop/platform/forms (react-hook-form), which no other page loads. Names are the route table's.
import { listOrders } from '@shop/api/calls';
import { pageChunks, preloadCall, type PageLoaders, type RemoteModule } from '@shop/platform';
import { ordersInput } from './features/orders/lib/order-filters';
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

/** The header's "My orders" link is the usual way in: its page and the first page of orders, unfiltered. */
export const preload = {
  Orders: () => Promise.all([chunks.load.Orders(), preloadCall(listOrders, ordersInput(new URLSearchParams()))]),
} satisfies RemoteModule['preload'];
