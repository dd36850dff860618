// What each page's first screen reads (decision 047): the shell's server reads it before rendering the page once,
// preloads it from the page's HTML and warms it when a link to the page is hovered.
import {
  canPay,
  getAddressCountries,
  getCart,
  getCheckoutSummary,
  getPaymentMethods,
  getPaymentStatus,
  listAddresses,
} from '@shop/api/calls';
import { openingCall, OPENS_WITH_NOTHING, type PageOpening, type PageOpenings } from '@shop/platform';

const summary = (cartId: string) => openingCall(getCheckoutSummary, { cart_id: Number(cartId) });

/** A delivery form: the checkout's summary and the countries it can deliver to, and for post the saved addresses. */
const delivery = (post: boolean): PageOpening => ({
  calls: ({ params, locale }) => [
    summary(params.cart_id ?? ''),
    openingCall(getAddressCountries, { locale }),
    ...(post ? [openingCall(listAddresses, { status: 'active', locale })] : []),
  ],
});

export const opening = {
  Cart: { calls: () => [openingCall(getCart, {})] },
  ChooseDelivery: { calls: ({ params }) => [summary(params.cart_id ?? '')] },
  DeliveryPost: delivery(true),
  DeliveryPickUp: delivery(false),
  OrderConfirm: { calls: ({ params }) => [summary(params.cart_id ?? '')] },
  Payment: {
    calls: ({ params }) => [openingCall(getPaymentMethods, { order_id: Number(params.order_id) })],
    // A pending order says how its waiting payment was started, above the form.
    then: ({ params }, answerOf) => {
      const order = answerOf(getPaymentMethods, { order_id: Number(params.order_id) })?.order;
      return order && canPay(order.status) && order.status === 'pending'
        ? [openingCall(getPaymentStatus, { order_id: order.id })]
        : [];
    },
  },
  PaymentResult: { calls: ({ params }) => [openingCall(getPaymentStatus, { order_id: Number(params.order_id) })] },
  Step: OPENS_WITH_NOTHING,
} satisfies PageOpenings<'mf_checkout'>;
