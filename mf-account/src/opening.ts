// What each page's first screen reads (decision 047): the shell's server reads it before rendering the page once,
// preloads it from the page's HTML and warms it when a link to the page is hovered.
import { getAddressCountries, getOrderDetail, listAddresses, listFavorites, listOrders } from '@shop/api/calls';
import { openingCall, type PageOpenings } from '@shop/platform';
import { FAVORITES_PAGE_SIZE } from './features/favorites/hooks/use-favorites';
import { ordersInput } from './features/orders/lib/order-filters';

/** A page number from the query as the lists read it: a whole number from 1, else the first page. */
const pageOf = (query: URLSearchParams) => {
  const asked = Number(query.get('page'));
  return Number.isInteger(asked) && asked >= 1 ? asked : 1;
};

export const opening = {
  Orders: { calls: ({ query }) => [openingCall(listOrders, ordersInput(query))] },
  // The delivery's country is named from the countries' list.
  OrderDetail: {
    calls: ({ params, locale }) => [
      openingCall(getOrderDetail, { order_id: Number(params.order_id) }),
      openingCall(getAddressCountries, { locale }),
    ],
  },
  Addresses: {
    calls: ({ query, locale }) => [
      openingCall(listAddresses, { status: query.get('tab') === 'invalid' ? 'invalid' : 'active', locale }),
      openingCall(getAddressCountries, { locale }),
    ],
  },
  Favorites: {
    calls: ({ query }) => [openingCall(listFavorites, { page: pageOf(query), page_size: FAVORITES_PAGE_SIZE })],
  },
} satisfies PageOpenings<'mf_account'>;
