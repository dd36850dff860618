// The remote's public surface, exposed as `./remote` (see RemoteModule in @shop/platform): its namespace, its
// texts, its pages and what each opens with. Each page is its own chunk, fetched when the shell first shows it or warms
// it (a link to it hovered or focused); the form pages also bring @shop/platform/forms (react-hook-form), which no
// other page loads. Names are the route table's.
import { pageChunks, type PageLoaders, type RemoteModule } from '@shop/platform';
import { CHECKOUT_NAMESPACE, checkoutTranslations } from './i18n/texts';

export const namespace: RemoteModule['namespace'] = CHECKOUT_NAMESPACE;

export const translations: RemoteModule['translations'] = checkoutTranslations;

// Exactly the pages the route table gives mf_checkout: a missing or misspelt one fails the type-check.
const chunks = pageChunks({
  Cart: () => import('./pages/cart-page'),
  ChooseDelivery: () => import('./pages/choose-delivery-page'),
  DeliveryPost: () => import('./pages/delivery-post-page'),
  DeliveryPickUp: () => import('./pages/delivery-pickup-page'),
  OrderConfirm: () => import('./pages/order-confirm-page'),
  Payment: () => import('./pages/payment-page'),
  PaymentResult: () => import('./pages/payment-result-page'),
  Step: () => import('./pages/step-page'),
} satisfies PageLoaders<'mf_checkout'>);

export const pages = chunks.pages satisfies RemoteModule['pages'];

export const load = chunks.load satisfies RemoteModule['load'];

// What each page's first screen reads (decision 047); the shell warms it with the page's chunk on a link's intent.
export { opening } from './opening';
