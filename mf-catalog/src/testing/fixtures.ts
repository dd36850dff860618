import {
  getCategories,
  getHeader,
  getIndexBlock,
  getShipFromCountries,
  listProducts,
  type CallData,
  type ProductDetail,
  type ProductSummary,
} from '@shop/api/calls';
import { type Handler, installFakeBackend, ok, route } from '@shop/platform/testing';

/** A product as a customer sees it; `asVisitor` drops the price as the backend does. */
export const product = (overrides: Partial<ProductSummary> = {}): ProductSummary => ({
  id: 1,
  sku: 'LW-02-000001',
  name: 'Classic Phone Case - Red',
  image_url: '/uploads/products/1-1.svg',
  price: 1299,
  inventory: 40,
  in_stock: true,
  sold_out: false,
  sales_count: 120,
  ship_from: 'CN',
  created_at: '2026-01-05T08:00:00.000Z',
  ...overrides,
});

export const asVisitor = <T extends ProductSummary>({ price: _price, ...rest }: T): T => rest as T;

export const productDetail = (overrides: Partial<ProductDetail> = {}): ProductDetail => ({
  ...product(),
  description: 'Phone Case for wholesale buyers.',
  category: { id: 2, name: 'Phone Accessories', parent: { id: 1, name: 'Electronics' } },
  images: ['/uploads/products/1-1.svg', '/uploads/products/1-2.svg'],
  warehouse: { name: 'Shenzhen Warehouse', country: 'CN' },
  weight_grams: 120,
  is_favorite: false,
  ...overrides,
});

export const productPage = (items: ProductSummary[], { page = 1, total = items.length } = {}) => ({
  items,
  page,
  page_size: 20,
  total,
});

export const categories: CallData<typeof getCategories> = [
  {
    id: 1,
    name: 'Electronics',
    children: [
      { id: 2, name: 'Phone Accessories' },
      { id: 3, name: 'Audio' },
    ],
  },
  { id: 4, name: 'Home & Kitchen', children: [{ id: 5, name: 'Cookware' }] },
];

export const countries: CallData<typeof getShipFromCountries> = [
  { code: 'CN', name: 'China', product_count: 210 },
  { code: 'VN', name: 'Vietnam', product_count: 95 },
];

export const blocks: CallData<typeof getIndexBlock> = {
  blocks: [
    {
      id: 1,
      type: 'banner',
      title: 'Wholesale prices, every day',
      body: 'Stock up on thousands of products.',
      image_url: '/uploads/site/banner.svg',
      link: '/pc?sort=sales_desc',
    },
    {
      id: 2,
      type: 'text',
      title: 'New arrivals',
      body: 'Fresh stock every week.',
      image_url: null,
      link: 'https://evil.example',
    },
    { id: 3, type: 'category_links', title: 'Shop by category', body: 'By department.', image_url: null, link: null },
  ],
};

export const header = (counters: { cart_total: number; wish_total: number } = { cart_total: 0, wish_total: 0 }) =>
  ok(getHeader, {
    name: 'Lotus Wholesale',
    title: 'Lotus',
    logo: '/logo.svg',
    favicon_url: '/favicon.svg',
    currency: 'USD',
    user_name: counters.cart_total || counters.wish_total ? 'Bao' : null,
    ...counters,
  });

/** The calls the catalogue's pages make, answered with the fixtures; `routes` replaces or adds answers. */
export function catalogBackend(routes: Record<string, Handler> = {}) {
  return installFakeBackend({
    [route(getHeader)]: () => header(),
    [route(getIndexBlock)]: () => ok(getIndexBlock, blocks),
    [route(getCategories)]: () => ok(getCategories, categories),
    [route(getShipFromCountries)]: () => ok(getShipFromCountries, countries),
    [route(listProducts)]: () => ok(listProducts, productPage([product()])),
    ...routes,
  });
}
