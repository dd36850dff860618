import type { CallData, listBoxItems } from '@shop/api/calls';
import type { ClaimableProduct } from '../lib/selection';

type BoxItem = CallData<typeof listBoxItems>['items'][number];

export const claimable = (id: number, overrides: Partial<ClaimableProduct> = {}): ClaimableProduct => ({
  id,
  sku: `LW-01-${String(id).padStart(6, '0')}`,
  name: `Product ${id}`,
  image_url: `/uploads/products/${id}-1.svg`,
  price: 1250,
  inventory: 30,
  in_stock: true,
  sold_out: false,
  sales_count: 4,
  ship_from: 'CN',
  created_at: '2026-11-01T08:00:00.000Z',
  claimed: false,
  ...overrides,
});

/** A page of a paginated answer, as the backend gives it. */
export const pageOf = <T>(items: T[], { page = 1, page_size = 10, total = items.length } = {}) => ({
  items,
  page,
  page_size,
  total,
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
