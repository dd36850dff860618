import type { Address, CallData, Country, getHeader, listFavorites, OrderDetail, OrderRow } from '@shop/api/calls';

export const orderRow = (overrides: Partial<OrderRow> = {}): OrderRow => ({
  id: 41,
  order_no: 'SO2026000041',
  status: 'unpaid',
  created_at: '2026-03-04T05:06:07.000Z',
  products: [{ name: 'Classic Phone Case - Red', sku: 'LW-02-000101', quantity: 2, amount: 2500, image_url: '' }],
  goods_total: 2500,
  shipping_fee: 1800,
  total: 4300,
  warehouse_name: 'Shenzhen Warehouse',
  shipping_zone: 'international',
  shipping_method: 'post',
  actions: ['pay', 'cancel', 'move_to_cart', 'buy_again'],
  after_sale_id: null,
  ...overrides,
});

/** A page of orders, as `order.list` answers it. */
export const orderPage = (items: OrderRow[], total = items.length, page = 1) => ({
  items,
  page,
  page_size: 10,
  total,
});

export const orderDetail = (overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  id: 41,
  order_no: 'SO2026000041',
  status: 'shipped',
  created_at: '2026-03-04T05:06:07.000Z',
  items: [
    {
      product_id: 101,
      name: 'Classic Phone Case - Red',
      sku: 'LW-02-000101',
      image_url: '',
      quantity: 2,
      unit_price: 1250,
      amount: 2500,
    },
  ],
  goods_total: 2500,
  shipping_fee: 1800,
  total: 4300,
  remark: 'Leave at the door',
  delivery: {
    type: 'post',
    name: 'Nguyen Van A',
    area_code: '+84',
    phone: '901234567',
    email: 'a@example.com',
    address: '12 Le Loi, District 1, Ho Chi Minh City',
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
  payment: { method: 'card', paid_at: '2026-03-04T06:00:00.000Z', transaction_id: 'TX-998877' },
  refund: null,
  shipping: { company: 'SF Express', tracking_number: 'SF123456789', delivery_slip_url: '/uploads/slips/41.pdf' },
  actions: ['shipping_details', 'buy_again', 'after_sale'],
  after_sale_id: null,
  ...overrides,
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

/** `address.list`'s answer for one tab. */
export const addressList = (items: Address[], counts: { active?: number; invalid?: number } = {}) => ({
  items,
  active_count: counts.active ?? items.filter((a) => a.status === 'active').length,
  invalid_count: counts.invalid ?? items.filter((a) => a.status === 'invalid').length,
  max: 20,
});

export type FavoriteItem = CallData<typeof listFavorites>['items'][number];

export const favorite = (overrides: Partial<FavoriteItem> = {}): FavoriteItem => ({
  id: 101,
  sku: 'LW-02-000101',
  name: 'Classic Phone Case - Red',
  image_url: '/uploads/products/101-1.svg',
  price: 1250,
  inventory: 40,
  in_stock: true,
  sold_out: false,
  sales_count: 3,
  ship_from: 'CN',
  created_at: '2026-01-02T03:04:05.000Z',
  favorited_at: '2026-02-02T03:04:05.000Z',
  ...overrides,
});

/** The header the shell reads again after a change to the cart or the favorites (its counters). */
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
