// What each page's first screen reads (decision 047): the shell's server reads it before rendering the page once,
// preloads it from the page's HTML and warms it when a link to the page is hovered.
import { getAfterSaleDetail, getAfterSaleEligibility, getOrderDetail, listAfterSales } from '@shop/api/calls';
import { openingCall, OPENS_WITH_NOTHING, type PageOpenings } from '@shop/platform';
import { ID_PATTERN } from '@shop/platform/routes';
import { PAGE_SIZE } from './pages/page-size';

/** An id from the query, as the pages read it: anything else is no id (the page says so, and reads nothing). */
const idIn = (query: URLSearchParams, name: string) => {
  const raw = query.get(name) ?? '';
  return ID_PATTERN.test(raw) ? Number(raw) : null;
};

export const opening = {
  AfterSales: {
    calls: ({ query }) => [openingCall(listAfterSales, { page: idIn(query, 'page') ?? 1, page_size: PAGE_SIZE })],
  },
  AfterSalesType: {
    calls: ({ query }) => {
      const orderId = idIn(query, 'order_id');
      return orderId === null ? [] : [openingCall(getAfterSaleEligibility, { order_id: orderId })];
    },
  },
  AfterSalesDetail: {
    calls: ({ params }) => [openingCall(getAfterSaleDetail, { id: Number(params.id) })],
    // A refund whose shipment could not be intercepted shows the seller's contact: the order's warehouse.
    then: ({ params }, answerOf) => {
      const request = answerOf(getAfterSaleDetail, { id: Number(params.id) });
      return request?.status === 'rejected' && request.rejection_reason_key === 'intercept_failed'
        ? [openingCall(getOrderDetail, { order_id: request.order_id })]
        : [];
    },
  },
  AfterSalesCompletion: OPENS_WITH_NOTHING,
  BuyerAppliesForAfterSalesService: OPENS_WITH_NOTHING,
  Preview: OPENS_WITH_NOTHING,
  ProductItem: OPENS_WITH_NOTHING,
  SellerHandling: OPENS_WITH_NOTHING,
} satisfies PageOpenings<'mf_aftersales'>;
