import {
  getCategories,
  getHeader,
  getIndexBlock,
  getShipFromCountries,
  listProducts,
  type CallData,
  type ProductSummary,
  type QuickOrderProduct,
} from '@shop/api/calls';
import { type Handler, headerData, installFakeBackend, ok, pageOf, product, route } from '@shop/platform/testing';

/** A page of the product list (20 a page, as the catalogue asks). */
export const productPage = (items: ProductSummary[], { page = 1, total = items.length } = {}) =>
  pageOf(items, { page, page_size: 20, total });

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
  ok(
    getHeader,
    headerData({
      title: 'Lotus',
      logo: '/logo.svg',
      favicon_url: '/favicon.svg',
      user_name: counters.cart_total || counters.wish_total ? 'Bao' : null,
      ...counters,
    }),
  );

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

/** A product as `product.bySkus` answers a customer (the list's product, from the Shenzhen warehouse, none in the cart). */
export function quickOrderProduct(overrides: Partial<QuickOrderProduct> = {}): QuickOrderProduct {
  const { id, sku, name, image_url, price, inventory, sold_out, ship_from } = product();
  const warehouse = { warehouse_id: 1, warehouse_name: 'Shenzhen Warehouse', in_cart: 0 };
  return { id, sku, name, image_url, price, inventory, sold_out, ship_from, ...warehouse, ...overrides };
}
