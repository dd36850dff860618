import type { RemoteName } from '@shop/platform';

/** Who renders a route: a page of the shell itself, or a page a remote exposes. */
export type RouteOwner = { kind: 'shell'; page: ShellPage } | { kind: 'remote'; remote: RemoteName; page: string };

export type ShellPage =
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'resetPassword'
  | 'socialLogin'
  | 'socialCallback'
  | 'thirdLogin'
  | 'password'
  | 'layoutTemplate'
  | 'sideMenu';

/** Spec 2 layouts: customer pages and the password page are bare; routes named "mobile" use the mobile layout. */
export type LayoutName = 'default' | 'empty' | 'login' | 'mobile';

export interface RouteParamRule {
  name: string;
  pattern: RegExp;
}

export interface RouteSpec {
  /** Path inside its route set, without the set's prefix ('' is the index). */
  path: string;
  /** Route name (spec's terms); 'mobile' in a name selects the mobile layout. */
  name: string;
  owner: RouteOwner;
  requiresLogin: boolean;
  layout: LayoutName;
  /** Parameters that must match, else the page is 'Page Not Found: {path}' with status 404. */
  params?: readonly RouteParamRule[];
}

const id = (name: string): RouteParamRule => ({ name, pattern: /^[1-9]\d{0,9}$/ });
const token = (name: string): RouteParamRule => ({ name, pattern: /^[\w-]{8,200}$/ });
const remote = (r: RemoteName, page: string): RouteOwner => ({ kind: 'remote', remote: r, page });
const shell = (page: ShellPage): RouteOwner => ({ kind: 'shell', page });

/** The pc route set (spec 2), served under /pc everywhere and at / on desktops. */
export const pcRoutes: readonly RouteSpec[] = [
  { path: '', name: 'home', owner: remote('mf_catalog', 'Home'), requiresLogin: false, layout: 'default' },
  {
    path: 'product/:id',
    name: 'product',
    owner: remote('mf_catalog', 'ProductDetail'),
    requiresLogin: false,
    layout: 'default',
    params: [id('id')],
  },
  {
    path: 'active/:code',
    name: 'active',
    owner: remote('mf_catalog', 'Activity'),
    requiresLogin: false,
    layout: 'default',
    params: [token('code')],
  },
  { path: 'sort', name: 'sort', owner: remote('mf_catalog', 'Sort'), requiresLogin: false, layout: 'default' },
  {
    path: 'Magnifier',
    name: 'Magnifier',
    owner: remote('mf_catalog', 'Magnifier'),
    requiresLogin: false,
    layout: 'default',
  },

  { path: 'customer/login', name: 'customer-login', owner: shell('login'), requiresLogin: false, layout: 'login' },
  {
    path: 'customer/register',
    name: 'customer-register',
    owner: shell('register'),
    requiresLogin: false,
    layout: 'login',
  },
  {
    path: 'customer/forgot-password',
    name: 'customer-forgot-password',
    owner: shell('forgotPassword'),
    requiresLogin: false,
    layout: 'login',
  },
  {
    path: 'customer/reset-password/:token',
    name: 'customer-reset-password',
    owner: shell('resetPassword'),
    requiresLogin: false,
    layout: 'login',
    params: [token('token')],
  },
  {
    path: 'customer/social-login/:type/callback',
    name: 'customer-social-callback',
    owner: shell('socialCallback'),
    requiresLogin: false,
    layout: 'login',
    params: [{ name: 'type', pattern: /^(google|facebook|tiktok)$/ }],
  },
  {
    path: 'customer/social-login/:type/*',
    name: 'customer-social-login',
    owner: shell('socialLogin'),
    requiresLogin: false,
    layout: 'login',
    params: [{ name: 'type', pattern: /^(google|facebook|tiktok)$/ }],
  },
  {
    path: 'customer/components/ThirdLogin',
    name: 'customer-third-login',
    owner: shell('thirdLogin'),
    requiresLogin: false,
    layout: 'login',
  },
  { path: 'password', name: 'password', owner: shell('password'), requiresLogin: false, layout: 'empty' },
  {
    path: 'LayoutTemplate',
    name: 'LayoutTemplate',
    owner: shell('layoutTemplate'),
    requiresLogin: false,
    layout: 'default',
  },
  { path: 'SideMenu', name: 'SideMenu', owner: shell('sideMenu'), requiresLogin: false, layout: 'default' },

  { path: 'cart', name: 'cart', owner: remote('mf_checkout', 'Cart'), requiresLogin: true, layout: 'default' },
  {
    path: 'chooseDelivery/:cart_id',
    name: 'choose-delivery',
    owner: remote('mf_checkout', 'ChooseDelivery'),
    requiresLogin: true,
    layout: 'default',
    params: [id('cart_id')],
  },
  {
    path: 'delivery/post/:cart_id',
    name: 'delivery-post',
    owner: remote('mf_checkout', 'DeliveryPost'),
    requiresLogin: true,
    layout: 'default',
    params: [id('cart_id')],
  },
  {
    path: 'delivery/pickUp/:cart_id',
    name: 'delivery-pickup',
    owner: remote('mf_checkout', 'DeliveryPickUp'),
    requiresLogin: false,
    layout: 'default',
    params: [id('cart_id')],
  },
  {
    path: 'orderConfim/:cart_id',
    name: 'order-confirm',
    owner: remote('mf_checkout', 'OrderConfirm'),
    requiresLogin: true,
    layout: 'default',
    params: [id('cart_id')],
  },
  {
    path: 'payment/:order_id',
    name: 'payment',
    owner: remote('mf_checkout', 'Payment'),
    requiresLogin: true,
    layout: 'default',
    params: [id('order_id')],
  },
  {
    path: 'payment/result/:order_id',
    name: 'payment-result',
    owner: remote('mf_checkout', 'PaymentResult'),
    requiresLogin: true,
    layout: 'default',
    params: [id('order_id')],
  },
  { path: 'Step', name: 'Step', owner: remote('mf_checkout', 'Step'), requiresLogin: false, layout: 'default' },

  {
    path: 'my/address',
    name: 'my-address',
    owner: remote('mf_account', 'Addresses'),
    requiresLogin: true,
    layout: 'default',
  },
  {
    path: 'my/favorites',
    name: 'my-favorites',
    owner: remote('mf_account', 'Favorites'),
    requiresLogin: true,
    layout: 'default',
  },
  {
    path: 'my/orders',
    name: 'my-orders',
    owner: remote('mf_account', 'Orders'),
    requiresLogin: true,
    layout: 'default',
  },
  {
    path: 'my/orders/:order_id',
    name: 'my-order-detail',
    owner: remote('mf_account', 'OrderDetail'),
    requiresLogin: true,
    layout: 'default',
    params: [id('order_id')],
  },

  {
    path: 'my/orders/afterSale',
    name: 'after-sale',
    owner: remote('mf_aftersales', 'AfterSales'),
    requiresLogin: false,
    layout: 'default',
  },
  {
    path: 'my/orders/afterSale/type',
    name: 'after-sale-type',
    owner: remote('mf_aftersales', 'AfterSalesType'),
    requiresLogin: false,
    layout: 'default',
  },
  ...['AfterSalesCompletion', 'BuyerAppliesForAfterSalesService', 'Preview', 'ProductItem', 'SellerHandling'].map(
    (page): RouteSpec => ({
      path: page,
      name: page,
      owner: remote('mf_aftersales', page),
      requiresLogin: false,
      layout: 'default',
    }),
  ),

  { path: 'Publish', name: 'Publish', owner: remote('mf_publish', 'Publish'), requiresLogin: false, layout: 'default' },
];

/** The mobile route set (spec 2: its index), served under /mobile everywhere and at / on phones and tablets. */
export const mobileRoutes: readonly RouteSpec[] = [
  { path: '', name: 'mobile-index', owner: remote('mf_catalog', 'MobileHome'), requiresLogin: false, layout: 'mobile' },
];
