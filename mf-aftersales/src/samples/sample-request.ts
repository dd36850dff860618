import type { CallData, listAfterSales } from '@shop/api/calls';
import type { AfterSale } from '../features/request-detail/types';

// Spec 2's component-like routes show their part on its own; these are what they show it with.

const at = (day: number, hour: number) => new Date(Date.UTC(2026, 0, day, hour)).toISOString();

export const sampleRequest = (overrides: Partial<AfterSale> = {}): AfterSale => ({
  id: 1,
  order_id: 1,
  order_no: 'SO202601010001',
  service_type: 'refund_only',
  goods_status: 'received',
  reason: 'damaged',
  amount: 2500,
  max_amount: 4300,
  description: 'The case arrived cracked.',
  status: 'processing',
  offer_amount: 2000,
  refunded_amount: null,
  rejection_reason_key: null,
  rejection_note: null,
  images: [],
  attachments: [{ url: '#', name: 'receipt.pdf', mime: 'application/pdf', size: 20480 }],
  submitted_at: at(2, 9),
  completed_at: null,
  arrival_at: null,
  history: [
    { author: 'buyer', kind: 'submitted', text: 'The case arrived cracked.', amount: 2500, at: at(2, 9) },
    { author: 'seller', kind: 'counter_offer', text: 'We can refund most of it.', amount: 2000, at: at(3, 10) },
  ],
  ...overrides,
});

export const sampleCompleted = sampleRequest({
  status: 'refunded',
  offer_amount: null,
  refunded_amount: 2000,
  completed_at: at(4, 11),
  arrival_at: at(7, 11),
});

export const sampleProduct: CallData<typeof listAfterSales>['items'][number]['products'][number] = {
  name: 'Classic Phone Case - Red',
  sku: 'LW-02-000101',
  image_url: '/uploads/products/101-1.svg',
  quantity: 2,
};
