import type { Address, Cart, CartItem, CallData, CheckoutSummary, Country, getHeader } from '@shop/api/calls';

export const cartItem = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: 11,
  product_id: 101,
  sku: 'LW-02-000101',
  name: 'Classic Phone Case - Red',
  image_url: '/uploads/products/101-1.svg',
  unit_price: 1250,
  quantity: 2,
  inventory: 5,
  sold_out: false,
  selected: true,
  amount: 2500,
  warehouse_id: 1,
  warehouse_name: 'Shenzhen Warehouse',
  ship_from: 'CN',
  ...overrides,
});

/** A cart of these lines, its totals computed the way the backend does. */
export const cartOf = (items: CartItem[]): Cart => ({
  items,
  selected_total: items.filter((item) => item.selected && !item.sold_out).reduce((sum, item) => sum + item.amount, 0),
  cart_total: items.length,
});

export const countries: Country[] = [
  { code: 'VN', name: 'Vietnam', area_code: '+84' },
  { code: 'US', name: 'United States', area_code: '+1' },
];

export const savedAddress = (overrides: Partial<Address> = {}): Address => ({
  id: 3,
  consignee: 'Nguyen Van A',
  country_code: 'VN',
  country_name: 'Vietnam',
  state: 'Ho Chi Minh',
  city: 'Ho Chi Minh City',
  district: 'District 1',
  address: '12 Le Loi',
  address2: '',
  post_code: '700000',
  area_code: '+84',
  phone: '901234567',
  email: '',
  is_default: true,
  status: 'active',
  created_at: '2026-01-02T03:04:05.000Z',
  updated_at: '2026-01-02T03:04:05.000Z',
  ...overrides,
});

export const summary = (overrides: Partial<CheckoutSummary> = {}): CheckoutSummary => ({
  cart_id: 7,
  items: [
    {
      product_id: 101,
      name: 'Classic Phone Case - Red',
      sku: 'LW-02-000101',
      image_url: '/uploads/products/101-1.svg',
      quantity: 2,
      unit_price: 1250,
      amount: 2500,
    },
  ],
  goods_total: 2500,
  delivery: null,
  shipping_fee: null,
  total: 2500,
  send_to: null,
  warehouse: {
    id: 1,
    name: 'Shenzhen Warehouse',
    country_code: 'CN',
    address: '88 Bao An Road, Shenzhen',
    contact_person: 'Li Wei',
    post_code: '518000',
    phone: '+86 755 1234 5678',
  },
  shipping_zone: null,
  shipping_method: null,
  order_id: null,
  ...overrides,
});

/** The summary once delivery by post to the saved address was chosen. */
export const summaryWithPost = (overrides: Partial<CheckoutSummary> = {}): CheckoutSummary =>
  summary({
    delivery: {
      type: 'post',
      recipient: {
        consignee: 'Nguyen Van A',
        country_code: 'VN',
        state: 'Ho Chi Minh',
        city: 'Ho Chi Minh City',
        district: 'District 1',
        address: '12 Le Loi',
        address2: '',
        post_code: '700000',
        area_code: '+84',
        phone: '901234567',
        email: 'a@example.com',
      },
    },
    shipping_fee: 1800,
    total: 4300,
    send_to: '12 Le Loi, District 1, Ho Chi Minh City, Ho Chi Minh, 700000, Vietnam',
    shipping_zone: 'international',
    shipping_method: 'post',
    ...overrides,
  });

/** The header the shell reads again after a change to the cart (its counter). */
export const header: CallData<typeof getHeader> = {
  name: 'Lotus Wholesale',
  title: 'Lotus Wholesale',
  logo: '',
  favicon_url: '',
  currency: 'USD',
  cart_total: 1,
  wish_total: 0,
  user_name: 'Buyer',
};
