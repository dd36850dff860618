import type { ShellTexts } from '../i18n/en';

export interface NavItem {
  label: keyof ShellTexts;
  to: string;
  counter?: 'cart_total' | 'wish_total';
}

/** Spec 2 navigation items. ERP center, sign in and logout are actions, rendered by the header itself. */
export const primaryNav: readonly NavItem[] = [
  { label: 'nav.home', to: '/pc' },
  { label: 'nav.allProducts', to: '/pc#products' },
  { label: 'nav.cart', to: '/pc/cart', counter: 'cart_total' },
  { label: 'nav.orders', to: '/pc/my/orders' },
  { label: 'nav.listToTks', to: '/pc/Publish' },
];

export const accountNav: readonly NavItem[] = [
  { label: 'nav.addresses', to: '/pc/my/address' },
  { label: 'nav.myOrders', to: '/pc/my/orders' },
  { label: 'nav.favorites', to: '/pc/my/favorites', counter: 'wish_total' },
];
