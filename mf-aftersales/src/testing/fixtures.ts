import type { CallData, getAfterSaleEligibility, getOrderDetail, listAfterSales } from '@shop/api/calls';
import { sampleRequest } from '../samples/sample-request';

export { sampleRequest as afterSale };

export const eligibility = (
  overrides: Partial<CallData<typeof getAfterSaleEligibility>> = {},
): CallData<typeof getAfterSaleEligibility> => ({
  order_id: 7,
  order_no: 'SO202601070007',
  order_status: 'shipped',
  eligible: true,
  reason_key: null,
  max_amount: 4300,
  existing_request_id: null,
  service_types: [
    { code: 'refund_only', name: 'Refund only' },
    { code: 'return_refund', name: 'Return and refund' },
  ],
  reasons: [
    { code: 'not_as_described', name: 'Product does not match the description' },
    { code: 'damaged', name: 'Damaged' },
    { code: 'wrong_size', name: 'Wrong size' },
    { code: 'dislike_colour', name: 'Dislike the colour' },
    { code: 'wrong_item', name: 'Received the wrong item' },
    { code: 'other', name: 'Other' },
  ],
  ...overrides,
});

type Row = CallData<typeof listAfterSales>['items'][number];

export const listRow = (overrides: Partial<Row> = {}): Row => ({
  id: 3,
  order_id: 7,
  order_no: 'SO202601070007',
  service_type: 'refund_only',
  status: 'submitted',
  amount: 2500,
  products: [],
  submitted_at: '2026-01-02T09:00:00.000Z',
  updated_at: '2026-01-02T09:00:00.000Z',
  ...overrides,
});

export const listOf = (items: Row[], total = items.length, page = 1): CallData<typeof listAfterSales> => ({
  items,
  page,
  page_size: 10,
  total,
});

/** The order a request is about, as far as the rejection view reads it (the seller's contact). */
export const orderDetail = (): CallData<typeof getOrderDetail> => ({
  id: 7,
  order_no: 'SO202601070007',
  status: 'shipped',
  created_at: '2026-01-01T09:00:00.000Z',
  items: [],
  goods_total: 2500,
  shipping_fee: 1800,
  total: 4300,
  remark: '',
  delivery: {
    type: 'post',
    name: 'Nguyen Van A',
    area_code: '+84',
    phone: '901234567',
    email: '',
    address: '12 Le Loi',
    country_code: 'VN',
  },
  warehouse: {
    id: 1,
    name: 'Shenzhen Warehouse',
    country_code: 'CN',
    address: '88 Bao An Road, Shenzhen',
    contact_person: 'Li Wei',
    post_code: '518000',
    phone: '+86 755 1234 5678',
  },
  shipping_zone: 'international',
  shipping_method: 'post',
  payment: null,
  refund: null,
  shipping: null,
  actions: [],
  after_sale_id: 5,
});
