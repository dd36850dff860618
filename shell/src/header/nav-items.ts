import type { ShellTexts } from '../i18n/en';
import { pathTo } from '@shop/platform/routes';

export interface NavItem {
  label: keyof ShellTexts;
  to: string;
  counter?: 'cart_total' | 'wish_total';
  /** The same page in the mobile route set, where it has one: the mobile layout's header leads there. */
  mobileTo?: string;
}

/** Spec 2 navigation items. ERP center, sign in and logout are actions, rendered by the header itself. */
export const primaryNav: readonly NavItem[] = [
  { label: 'nav.home', to: pathTo('home') },
  { label: 'nav.allProducts', to: pathTo('home', {}, { hash: 'products' }) },
  { label: 'nav.quickOrder', to: pathTo('quickOrder'), mobileTo: pathTo('mobileQuickOrder') },
  { label: 'nav.cart', to: pathTo('cart'), counter: 'cart_total' },
  { label: 'nav.orders', to: pathTo('orders') },
  { label: 'nav.listToTks', to: pathTo('publish') },
];

export const accountNav: readonly NavItem[] = [
  { label: 'nav.addresses', to: pathTo('addresses') },
  { label: 'nav.myOrders', to: pathTo('orders') },
  { label: 'nav.favorites', to: pathTo('favorites'), counter: 'wish_total' },
  { label: 'nav.afterSales', to: pathTo('afterSales') },
];
