// The store's route table (spec 2): one typed artifact read by the shell (routing, guards, document status,
// warm-ups), by each remote (its page names, its standalone page) and by every link (`pathTo`). Plain data with no
// React, so the shell's server reads it too.

/** Federation names of the five remotes, as in the runtime configuration. */
export const REMOTE_NAMES = ['mf_catalog', 'mf_checkout', 'mf_account', 'mf_aftersales', 'mf_publish'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Spec 2 layouts: customer pages and the password page are bare; routes named "mobile" use the mobile layout. */
export type LayoutName = 'default' | 'empty' | 'login' | 'mobile';

/** The two route sets of spec 1: pc under /pc everywhere (and at / on desktops), mobile under /mobile. */
export type RouteSet = 'pc' | 'mobile';

export interface RouteParamRule {
  readonly name: string;
  readonly pattern: RegExp;
}

/** The pages the shell renders itself (its customer area, the gate, the templates). */
export const SHELL_PAGES = [
  'login',
  'register',
  'forgotPassword',
  'resetPassword',
  'socialLogin',
  'socialCallback',
  'thirdLogin',
  'password',
  'layoutTemplate',
  'sideMenu',
  'erpEntry',
] as const;
export type ShellPage = (typeof SHELL_PAGES)[number];

export type RouteOwner =
  | { readonly kind: 'shell'; readonly page: ShellPage }
  | { readonly kind: 'remote'; readonly remote: RemoteName; readonly page: string };

export interface RouteSpec {
  readonly set: RouteSet;
  /** Path inside its route set, without the set's prefix ('' is the index). */
  readonly path: string;
  readonly owner: RouteOwner;
  readonly requiresLogin: boolean;
  readonly layout: LayoutName;
  /** Parameters that must match, else the page is 'Page Not Found: {path}' with status 404. */
  readonly params?: readonly RouteParamRule[];
  /**
   * Parameters that make a real page of the route whatever the data says (a campaign's code is only its
   * reference): where the registry's verify loads it when no page links to it (decision 057).
   */
  readonly sample?: Readonly<Record<string, string>>;
}

/** A numeric id in a path (product, cart, order): what the backend's ids can be. */
export const ID_PATTERN = /^[1-9]\d{0,9}$/;
const id = <N extends string>(name: N) => ({ name, pattern: ID_PATTERN }) as const;
const token = <N extends string>(name: N) => ({ name, pattern: /^[\w-]{8,200}$/ }) as const;
const socialType = { name: 'type', pattern: /^(google|facebook|tiktok)$/ } as const;
const remote = <R extends RemoteName, P extends string>(name: R, page: P) =>
  ({ kind: 'remote', remote: name, page }) as const;
const shell = <P extends ShellPage>(page: P) => ({ kind: 'shell', page }) as const;

const pc = { set: 'pc', requiresLogin: false, layout: 'default' } as const;
const customerArea = { set: 'pc', requiresLogin: false, layout: 'login' } as const;
const signedIn = { set: 'pc', requiresLogin: true, layout: 'default' } as const;

/** Every route by name; the name is what `pathTo` takes and what a test or a link says. */
export const ROUTES = {
  home: { ...pc, path: '', owner: remote('mf_catalog', 'Home') },
  product: { ...pc, path: 'product/:id', owner: remote('mf_catalog', 'ProductDetail'), params: [id('id')] },
  activity: {
    ...pc,
    path: 'active/:code',
    owner: remote('mf_catalog', 'Activity'),
    params: [token('code')],
    sample: { code: 'spring-sale-2026' },
  },
  sort: { ...pc, path: 'sort', owner: remote('mf_catalog', 'Sort') },
  magnifier: { ...pc, path: 'Magnifier', owner: remote('mf_catalog', 'Magnifier') },
  // Public: a visitor checks lines (no prices) and is asked to sign in only to add them (decision 066).
  quickOrder: { ...pc, path: 'quick-order', owner: remote('mf_catalog', 'QuickOrder') },

  login: { ...customerArea, path: 'customer/login', owner: shell('login') },
  register: { ...customerArea, path: 'customer/register', owner: shell('register') },
  forgotPassword: { ...customerArea, path: 'customer/forgot-password', owner: shell('forgotPassword') },
  resetPassword: {
    ...customerArea,
    path: 'customer/reset-password/:token',
    owner: shell('resetPassword'),
    params: [token('token')],
  },
  socialCallback: {
    ...customerArea,
    path: 'customer/social-login/:type/callback',
    owner: shell('socialCallback'),
    params: [socialType],
  },
  socialLogin: {
    ...customerArea,
    path: 'customer/social-login/:type/*',
    owner: shell('socialLogin'),
    params: [socialType],
  },
  thirdLogin: { ...customerArea, path: 'customer/components/ThirdLogin', owner: shell('thirdLogin') },
  // Where the ERP sends a customer with a one-time entry code (?code=): the shell signs them in (it owns the session).
  erpEntry: { ...customerArea, path: 'customer/erp-entry', owner: shell('erpEntry') },
  password: { ...pc, layout: 'empty', path: 'password', owner: shell('password') },
  layoutTemplate: { ...pc, path: 'LayoutTemplate', owner: shell('layoutTemplate') },
  sideMenu: { ...pc, path: 'SideMenu', owner: shell('sideMenu') },

  cart: { ...signedIn, path: 'cart', owner: remote('mf_checkout', 'Cart') },
  chooseDelivery: {
    ...signedIn,
    path: 'chooseDelivery/:cart_id',
    owner: remote('mf_checkout', 'ChooseDelivery'),
    params: [id('cart_id')],
  },
  deliveryPost: {
    ...signedIn,
    path: 'delivery/post/:cart_id',
    owner: remote('mf_checkout', 'DeliveryPost'),
    params: [id('cart_id')],
  },
  // Spec 2 lists the pickup form among the public routes; its calls still need a customer.
  deliveryPickUp: {
    ...pc,
    path: 'delivery/pickUp/:cart_id',
    owner: remote('mf_checkout', 'DeliveryPickUp'),
    params: [id('cart_id')],
  },
  orderConfirm: {
    ...signedIn,
    path: 'orderConfim/:cart_id',
    owner: remote('mf_checkout', 'OrderConfirm'),
    params: [id('cart_id')],
  },
  payment: {
    ...signedIn,
    path: 'payment/:order_id',
    owner: remote('mf_checkout', 'Payment'),
    params: [id('order_id')],
  },
  paymentResult: {
    ...signedIn,
    path: 'payment/result/:order_id',
    owner: remote('mf_checkout', 'PaymentResult'),
    params: [id('order_id')],
  },
  step: { ...pc, path: 'Step', owner: remote('mf_checkout', 'Step') },

  addresses: { ...signedIn, path: 'my/address', owner: remote('mf_account', 'Addresses') },
  favorites: { ...signedIn, path: 'my/favorites', owner: remote('mf_account', 'Favorites') },
  orders: { ...signedIn, path: 'my/orders', owner: remote('mf_account', 'Orders') },
  orderDetail: {
    ...signedIn,
    path: 'my/orders/:order_id',
    owner: remote('mf_account', 'OrderDetail'),
    params: [id('order_id')],
  },

  afterSales: { ...pc, path: 'my/orders/afterSale', owner: remote('mf_aftersales', 'AfterSales') },
  afterSalesType: { ...pc, path: 'my/orders/afterSale/type', owner: remote('mf_aftersales', 'AfterSalesType') },
  // Not in spec 2's list: one request's detail (progress, negotiation history, rejection), where a request leads.
  afterSalesDetail: {
    ...signedIn,
    path: 'my/orders/afterSale/:id',
    owner: remote('mf_aftersales', 'AfterSalesDetail'),
    params: [id('id')],
  },
  afterSalesCompletion: {
    ...pc,
    path: 'AfterSalesCompletion',
    owner: remote('mf_aftersales', 'AfterSalesCompletion'),
  },
  buyerAppliesForAfterSalesService: {
    ...pc,
    path: 'BuyerAppliesForAfterSalesService',
    owner: remote('mf_aftersales', 'BuyerAppliesForAfterSalesService'),
  },
  preview: { ...pc, path: 'Preview', owner: remote('mf_aftersales', 'Preview') },
  productItem: { ...pc, path: 'ProductItem', owner: remote('mf_aftersales', 'ProductItem') },
  sellerHandling: { ...pc, path: 'SellerHandling', owner: remote('mf_aftersales', 'SellerHandling') },

  // Spec 2 lists Publish among the component-like routes; every publish call needs a customer, so it asks to sign in.
  publish: { ...signedIn, path: 'Publish', owner: remote('mf_publish', 'Publish') },
  collectionBox: { ...signedIn, path: 'publish/box', owner: remote('mf_publish', 'CollectionBox') },

  mobileIndex: {
    set: 'mobile',
    requiresLogin: false,
    layout: 'mobile',
    path: '',
    owner: remote('mf_catalog', 'MobileHome'),
  },
  mobileQuickOrder: {
    set: 'mobile',
    requiresLogin: false,
    layout: 'mobile',
    path: 'quick-order',
    owner: remote('mf_catalog', 'MobileQuickOrder'),
  },
} as const satisfies Record<string, RouteSpec>;

export type Routes = typeof ROUTES;
export type RouteName = keyof Routes;

/** The page names the table gives one remote: its `./remote` must expose exactly these. */
export type PagesOf<R extends RemoteName> = {
  [N in RouteName]: Routes[N]['owner'] extends { kind: 'remote'; remote: R; page: infer P } ? P : never;
}[RouteName];

/** A named route with its spec (for the shell's router and the standalone pages). */
export interface NamedRoute {
  readonly name: RouteName;
  readonly spec: RouteSpec;
}

/** Every route in table order (more specific paths are matched by the router, not by this order). */
export const ROUTE_LIST: readonly NamedRoute[] = (Object.keys(ROUTES) as RouteName[]).map((name) => ({
  name,
  spec: ROUTES[name],
}));

/** The routes of one set, in table order. */
export const routesOf = (set: RouteSet): readonly NamedRoute[] => ROUTE_LIST.filter(({ spec }) => spec.set === set);

/** The prefix links are written with: each set is reachable under its own prefix on every device. */
export const SET_PREFIX: Readonly<Record<RouteSet, string>> = { pc: '/pc', mobile: '/mobile' };

/** True when every declared parameter matches its rule. */
export function paramsAreValid(
  rules: readonly RouteParamRule[] | undefined,
  params: Readonly<Record<string, string | undefined>>,
): boolean {
  return (rules ?? []).every((rule) => rule.pattern.test(params[rule.name] ?? ''));
}
