import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** A page the budgets and the benchmark measure, and what "ready" means on it. */
export interface MeasuredPage {
  name: 'home' | 'product' | 'cart' | 'orders' | 'mobile';
  path: string;
  /** Who looks: a visitor, or a customer (the cart). */
  as: 'visitor' | 'customer';
  /** A phone's user agent and viewport (the mobile index). */
  phone?: boolean;
  /** Which remote owns the page, so it is skipped where that remote is not built. */
  remote: 'mf_catalog' | 'mf_checkout' | 'mf_account';
  ready: (page: Page) => Promise<void>;
}

const productList = (page: Page) =>
  expect(page.getByRole('main').getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();

export const MEASURED_PAGES: MeasuredPage[] = [
  { name: 'home', path: '/pc', as: 'visitor', remote: 'mf_catalog', ready: productList },
  {
    name: 'product',
    path: '/pc/product/1',
    as: 'visitor',
    remote: 'mf_catalog',
    ready: (page) => expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'cart',
    path: '/pc/cart',
    as: 'customer',
    remote: 'mf_checkout',
    ready: (page) => expect(page.getByRole('main').getByRole('table')).toBeVisible(),
  },
  {
    name: 'orders',
    path: '/pc/my/orders',
    as: 'customer',
    remote: 'mf_account',
    // A new customer has no orders yet: the page is ready once it says so.
    ready: (page) => expect(page.getByRole('main').getByText('No orders yet')).toBeVisible(),
  },
  { name: 'mobile', path: '/mobile', as: 'visitor', phone: true, remote: 'mf_catalog', ready: productList },
];
