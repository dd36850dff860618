import type { RemoteName } from '@shop/platform';
import type { ShellTexts } from '../i18n/en';

export interface NavItem {
  label: keyof ShellTexts;
  to: string;
  /** The remote the link leads to, loaded on hover or focus so the page opens quickly. */
  remote?: RemoteName;
  counter?: 'cart_total' | 'wish_total';
}

/** Spec 2 navigation items. ERP center, sign in and logout are actions, rendered by the header itself. */
export const primaryNav: readonly NavItem[] = [
  { label: 'nav.home', to: '/pc', remote: 'mf_catalog' },
  { label: 'nav.allProducts', to: '/pc#products', remote: 'mf_catalog' },
  { label: 'nav.cart', to: '/pc/cart', remote: 'mf_checkout', counter: 'cart_total' },
  { label: 'nav.orders', to: '/pc/my/orders', remote: 'mf_account' },
  { label: 'nav.listToTks', to: '/pc/Publish', remote: 'mf_publish' },
];

export const accountNav: readonly NavItem[] = [
  { label: 'nav.addresses', to: '/pc/my/address', remote: 'mf_account' },
  { label: 'nav.myOrders', to: '/pc/my/orders', remote: 'mf_account' },
  { label: 'nav.favorites', to: '/pc/my/favorites', remote: 'mf_account', counter: 'wish_total' },
];
