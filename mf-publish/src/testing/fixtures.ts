import type { CallData, listBoxItems } from '@shop/api/calls';
import { product } from '@shop/platform/testing';
import type { ClaimableProduct } from '../lib/selection';

type BoxItem = CallData<typeof listBoxItems>['items'][number];

export const claimable = (id: number, overrides: Partial<ClaimableProduct> = {}): ClaimableProduct => ({
  ...product({
    id,
    sku: `LW-01-${String(id).padStart(6, '0')}`,
    name: `Product ${id}`,
    image_url: `/uploads/products/${id}-1.svg`,
    price: 1250,
    inventory: 30,
    sales_count: 4,
    created_at: '2026-11-01T08:00:00.000Z',
  }),
  claimed: false,
  ...overrides,
});

export const boxItem = (id: number, overrides: Partial<BoxItem> = {}): BoxItem => ({
  id,
  product: (({ claimed: _claimed, ...product }) => product)(claimable(100 + id)),
  status: 'published',
  platform: 'tiktok',
  claimed_at: '2026-11-02T09:30:00.000Z',
  published_at: '2026-11-02T12:30:00.000Z',
  ...overrides,
});
