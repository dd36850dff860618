// The remote's public surface, exposed as `./remote` (see RemoteModule in @shop/platform): its namespace, its
// texts, its pages and their warm-ups. Each page is its own chunk; the request form (react-hook-form and the file
// pickers) is a further chunk of the service-type page, loaded only when a service type is chosen. Names are the
// route table's.
import { listAfterSales } from '@shop/api/calls';
import { pageChunks, preloadCall, type PageLoaders, type RemoteModule } from '@shop/platform';
import { AFTER_SALES_NAMESPACE, afterSalesTranslations } from './i18n/texts';
import { PAGE_SIZE } from './pages/page-size';

export const namespace: RemoteModule['namespace'] = AFTER_SALES_NAMESPACE;

export const translations: RemoteModule['translations'] = afterSalesTranslations;

// Exactly the pages the route table gives mf_aftersales: a missing or misspelt one fails the type-check.
const chunks = pageChunks({
  AfterSales: () => import('./pages/after-sales-page'),
  AfterSalesType: () => import('./pages/after-sales-type-page'),
  AfterSalesDetail: () => import('./pages/after-sales-detail-page'),
  AfterSalesCompletion: () => import('./pages/after-sales-completion-page'),
  BuyerAppliesForAfterSalesService: () => import('./pages/buyer-applies-page'),
  Preview: () => import('./pages/preview-page'),
  ProductItem: () => import('./pages/product-item-page'),
  SellerHandling: () => import('./pages/seller-handling-page'),
} satisfies PageLoaders<'mf_aftersales'>);

export const pages = chunks.pages satisfies RemoteModule['pages'];

export const load = chunks.load satisfies RemoteModule['load'];

/** The list is the way in from the account's menu: its page and its first page of requests. */
export const preload = {
  AfterSales: () =>
    Promise.all([chunks.load.AfterSales(), preloadCall(listAfterSales, { page: 1, page_size: PAGE_SIZE })]),
} satisfies RemoteModule['preload'];
