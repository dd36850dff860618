import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { unstable_serialize } from 'swr';
import {
  getAfterSaleDetail,
  getAfterSaleEligibility,
  getCart,
  getCategories,
  getCheckoutSummary,
  getHeader,
  getIndexBlock,
  getOrderDetail,
  getPaymentMethods,
  getPaymentStatus,
  getProduct,
  getShipFromCountries,
  listAddresses,
  listAfterSales,
  listBoxItems,
  listClaimableProducts,
  listFavorites,
  listOrders,
  listProducts,
  type CallData,
} from '@shop/api/calls';
import {
  createStoreI18n,
  openingKeys,
  registerNamespace,
  serverFallback,
  sessionKey,
  signIn,
  signOut,
  type RemoteModule,
  type RemoteName,
  type ServerAnswer,
} from '@shop/platform';
import {
  addressList,
  afterSaleRow,
  cartItem,
  cartOf,
  eligibility,
  checkoutSummary,
  countriesRoute,
  favorite,
  headerData,
  installFakeBackend,
  ok,
  orderDetail,
  orderRow,
  pageOf,
  product,
  productDetail,
  route,
  savedAddress,
  storeBasics,
  visitorHeader,
  type Handler,
} from '@shop/platform/testing';
import { App } from '../app/app';
import { appRoutes } from '../app/create-router';
import { SHELL_NAMESPACE, shellTranslations } from '../i18n/texts';
import { ServerRemotes } from '../remotes/remote-cache';
import { matchRoute } from '../routing/route-status';
import { collectAskedKeys } from './asked-keys';
import { openingAnswers, queryOf } from './opening-answers';
import { serverCalls } from './server-calls';
import { SHELL_OPENING } from './shell-opening';

// Rendering to discover what a page reads stays only here (decision 047): each remote page's first screen, drawn
// with the answers its declaration reads, must ask for exactly the declared calls, no more (a call the server would
// draw loading) and no fewer (a call read and preloaded for nothing). That first screen also names itself (decision
// 051): one title, the page's own name before the shop's, and noindex on every page but the catalogue's public ones.

jest.mock('../remotes/load-remote', () => jest.requireActual('../remotes/load-remote.monolith'));

const REMOTES: Record<RemoteName, () => Promise<RemoteModule>> = {
  mf_catalog: () => import('@shop/mf-catalog/remote'),
  mf_checkout: () => import('@shop/mf-checkout/remote'),
  mf_account: () => import('@shop/mf-account/remote'),
  mf_aftersales: () => import('@shop/mf-aftersales/remote'),
  mf_publish: () => import('@shop/mf-publish/remote'),
};

const answer = <C extends Parameters<typeof route>[0]>(call: C, data: CallData<C>): Record<string, Handler> => ({
  [route(call)]: () => ok(call, data),
});

const summary = checkoutSummary();
/** Request 5 about order 7, as its detail page reads it. */
const afterSale = (over: Partial<CallData<typeof getAfterSaleDetail>> = {}): CallData<typeof getAfterSaleDetail> => ({
  id: 5,
  order_id: 7,
  order_no: 'SO202601070007',
  service_type: 'refund_only',
  goods_status: 'not_received',
  reason: 'damaged',
  amount: 2500,
  max_amount: 4300,
  description: 'The case arrived cracked.',
  status: 'processing',
  offer_amount: null,
  refunded_amount: null,
  rejection_reason_key: null,
  rejection_note: null,
  images: [],
  attachments: [],
  submitted_at: '2026-01-02T09:00:00.000Z',
  completed_at: null,
  arrival_at: null,
  history: [],
  ...over,
});
const catalog = {
  ...answer(getIndexBlock, { blocks: [] }),
  ...answer(getCategories, [{ id: 1, name: 'Cups', children: [] }]),
  ...answer(getShipFromCountries, [{ code: 'VN', name: 'Viet Nam', product_count: 3 }]),
  ...answer(listProducts, pageOf([product({ id: 7 })], { page_size: 20 })),
  ...answer(getProduct, productDetail({ id: 7 })),
};
const signedIn = {
  ...answer(getHeader, headerData()),
  ...answer(getCart, cartOf([cartItem()])),
  ...answer(getCheckoutSummary, summary),
  ...countriesRoute,
  ...answer(listAddresses, addressList([savedAddress()])),
  ...answer(listOrders, pageOf([orderRow()])),
  ...answer(getOrderDetail, orderDetail()),
  ...answer(listFavorites, pageOf([favorite()], { page_size: 12 })),
  ...answer(listAfterSales, pageOf([afterSaleRow()])),
  ...answer(listClaimableProducts, pageOf([])),
  ...answer(listBoxItems, pageOf([])),
};

/** A page's address, whether its shopper is signed in, and answers to draw it with (beside the store's basics). */
const PAGES: [address: string, customer: boolean, extra?: Record<string, Handler>][] = [
  ['/pc', false],
  ['/pc?q=cup&category_id=1&page=2&price_min=100', false],
  ['/pc?sort=sales_asc&price_min=100&price_max=900', true],
  ['/mobile', false],
  ['/pc/product/7', false],
  ['/pc/product/7', true],
  ['/pc/active/SUMMER-2026', false],
  ['/pc/sort', false],
  ['/pc/Magnifier', false],
  ['/pc/quick-order', false],
  ['/pc/quick-order', true],
  ['/mobile/quick-order', false],
  ['/pc/cart', true],
  ['/pc/chooseDelivery/3', true],
  ['/pc/delivery/post/3', true],
  ['/pc/delivery/pickUp/3', true],
  ['/pc/orderConfim/3', true],
  [
    '/pc/payment/55',
    true,
    answer(getPaymentMethods, {
      order: { id: 55, order_no: 'LW-55', total: 4300, status: 'unpaid' },
      methods: [{ code: 'card', name: 'Card' }],
    }),
  ],
  [
    '/pc/payment/55',
    true,
    {
      ...answer(getPaymentMethods, {
        order: { id: 55, order_no: 'LW-55', total: 4300, status: 'pending' },
        methods: [{ code: 'card', name: 'Card' }],
      }),
      ...answer(getPaymentStatus, {
        payment_id: 9,
        status: 'pending',
        method: 'card',
        order_status: 'pending',
        paid_at: null,
        transaction_id: null,
      }),
    },
  ],
  ['/pc/my/orders', true],
  ['/pc/my/orders?status=shipped&page=2', true],
  ['/pc/my/orders/7', true],
  ['/pc/my/address', true],
  ['/pc/my/address?tab=invalid', true],
  ['/pc/my/favorites?page=2', true],
  ['/pc/my/orders/afterSale', true],
  ['/pc/my/orders/afterSale?page=2', true],
  ['/pc/my/orders/afterSale/type?order_id=7', true, answer(getAfterSaleEligibility, eligibility())],
  ['/pc/my/orders/afterSale/5', true, answer(getAfterSaleDetail, afterSale())],
  // A refund whose shipment could not be intercepted: the seller's contact comes from the order (a second step).
  [
    '/pc/my/orders/afterSale/5',
    true,
    answer(getAfterSaleDetail, afterSale({ status: 'rejected', rejection_reason_key: 'intercept_failed' })),
  ],
  ['/pc/Publish?q=mug', true],
  ['/pc/publish/box', true],
];

/**
 * The catalogue's pages a search engine may keep: home on either device, a product, a campaign. Every other page is
 * noindex: one customer's (checkout, account, after-sales, publish) or a component route (`/pc/sort`, the magnifier).
 */
const INDEXED = /^\/(pc|mobile)(\?|$)|^\/pc\/(product|active)\//;
/** Home is named by the shop's title alone. */
const HOME = /^\/(pc|mobile)(\?|$)/;

/** What the document's head says of the page drawn. */
function documentHead() {
  const all = (selector: string) => [...document.head.querySelectorAll(selector)];
  return {
    titles: all('title').map((title) => title.textContent ?? ''),
    robots: all('meta[name="robots"]').map((meta) => meta.getAttribute('content')),
    canonical: all('link[rel="canonical"]').map((link) => link.getAttribute('href')),
  };
}

describe('each remote page asks for what it declares it opens with (decision 047) and names itself (decision 051)', () => {
  // Unmounted first: signing out while the page is still drawn would update it outside act (hundreds of warnings).
  afterEach(() => {
    cleanup();
    signOut();
  });

  it.each(PAGES)('%s (signed in: %s)', async (address, customer, extra = {}) => {
    if (customer) signIn({ token: 'tok', expires_at: new Date(Date.now() + 3_600_000).toISOString() });
    installFakeBackend({ ...storeBasics, ...catalog, ...(customer ? signedIn : {}), ...extra });
    const session = sessionKey();
    const matched = matchRoute(address.split('?')[0] ?? address, address.startsWith('/mobile') ? 'mobile' : 'pc');
    if (!matched || matched.spec.owner.kind !== 'remote') throw new Error(`${address} is no remote's page`);
    const { remote: name, page } = matched.spec.owner;
    const remote = await REMOTES[name]();
    await remote.load?.[page]?.();

    // As the shell's server reads them: its own calls, then the page's steps.
    const { read, outcome } = serverCalls({
      apiUrl: 'http://localhost',
      cookie: '',
      token: customer ? 'tok' : null,
      signal: new AbortController().signal,
    });
    const at = { params: matched.params, query: queryOf(address), locale: 'en' as const, signedIn: customer };
    const opened = await openingAnswers(remote.opening?.[page], at, read, session);
    const shell: ServerAnswer[] = await read(openingKeys(SHELL_OPENING, session));
    const declared = [...openingKeys(SHELL_OPENING, session), ...opened.asked].map((key) => unstable_serialize(key));

    const i18n = await createStoreI18n('en', { [SHELL_NAMESPACE]: shellTranslations });
    await registerNamespace(i18n, remote.namespace, remote.translations);
    const asked = new Set<string>();
    const router = createMemoryRouter(appRoutes(address.startsWith('/mobile') ? 'mobile' : 'pc'), {
      initialEntries: [address],
    });
    render(
      <ServerRemotes.Provider value={new Map([[name, remote]])}>
        <App
          i18n={i18n}
          router={router}
          swr={{
            provider: () => new Map(),
            fallback: serverFallback([...shell, ...opened.answers]),
            use: [collectAskedKeys((key) => asked.add(unstable_serialize(key)))],
          }}
        />
      </ServerRemotes.Provider>,
    );
    // Its answers arrive, its effects run: whatever the first screen asks for by then.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(router.state.location.pathname).toBe(address.split('?')[0]);
    expect([...asked].sort()).toEqual([...new Set(declared)].sort());
    // Every declared call was answered here: the page was drawn, not left loading.
    expect(opened.answers).toHaveLength(opened.asked.length);
    expect(outcome).toEqual({ failed: false, notFound: false });

    // The site's title is the header's: a visitor's (storeBasics) or the signed-in customer's (headerData).
    const site = (customer ? headerData() : visitorHeader).title;
    const head = documentHead();
    expect(head.titles).toHaveLength(1);
    const [title = ''] = head.titles;
    // "Page | Site": the page's own name, then the site's; home's is the site's alone.
    const suffix = ` | ${site}`;
    if (HOME.test(address)) {
      expect(title).toBe(site);
    } else {
      expect(title.slice(-suffix.length)).toBe(suffix);
      expect(title.slice(0, -suffix.length).trim()).not.toBe('');
    }
    // No public origin is given here, so no page can name its canonical address.
    expect(head.canonical).toEqual([]);
    expect(head.robots).toEqual(INDEXED.test(address) ? [] : ['noindex']);
    router.dispose();
  });
});
