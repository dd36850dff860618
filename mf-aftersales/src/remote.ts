// The remote's public surface, exposed as `./remote` (see RemoteModule in @shop/platform): its namespace, its
// texts, its pages and what each opens with. Each page is its own chunk; the request form (react-hook-form and the file
// pickers) is a further chunk of the service-type page, loaded only when a service type is chosen. Names are the
// route table's.
import { pageChunks, type PageLoaders, type RemoteModule } from '@shop/platform';
import { AFTER_SALES_NAMESPACE, afterSalesTranslations } from './i18n/texts';

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

// What each page's first screen reads (decision 047); the shell warms it with the page's chunk on a link's intent.
export { opening } from './opening';
