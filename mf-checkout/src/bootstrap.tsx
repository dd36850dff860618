// The checkout's own page (`pnpm --filter @shop/mf-checkout dev`): its pages on the shell's paths, inside the
// providers the shell gives them, against the real backend through the dev server's API proxy.
import { standaloneRoutes, startStandalone } from '@shop/remote-kit';
import { CHECKOUT_NAMESPACE, checkoutTranslations } from './i18n/texts';
import { pages } from './remote';

const routes = standaloneRoutes(CHECKOUT_NAMESPACE, pages, {
  '/pc/cart': 'Cart',
  '/pc/chooseDelivery/:cart_id': 'ChooseDelivery',
  '/pc/delivery/post/:cart_id': 'DeliveryPost',
  '/pc/delivery/pickUp/:cart_id': 'DeliveryPickUp',
  '/pc/orderConfim/:cart_id': 'OrderConfirm',
  '/pc/payment/:order_id': 'Payment',
  '/pc/payment/result/:order_id': 'PaymentResult',
  '/pc/Step': 'Step',
});

const container = document.getElementById('root');
if (container)
  void startStandalone({ namespace: CHECKOUT_NAMESPACE, translations: checkoutTranslations, routes, container });
