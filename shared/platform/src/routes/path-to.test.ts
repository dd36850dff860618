import { pathTo } from './path-to';
import { paramsAreValid, ROUTES, routesOf, type PagesOf } from './route-table';

describe('pathTo', () => {
  it('builds a route’s address under its set’s prefix', () => {
    expect(pathTo('home')).toBe('/pc');
    expect(pathTo('cart')).toBe('/pc/cart');
    expect(pathTo('payment', { order_id: 7 })).toBe('/pc/payment/7');
    expect(pathTo('paymentResult', { order_id: '12' })).toBe('/pc/payment/result/12');
    expect(pathTo('mobileIndex')).toBe('/mobile');
    expect(pathTo('quickOrder')).toBe('/pc/quick-order');
    expect(pathTo('mobileQuickOrder')).toBe('/mobile/quick-order');
  });

  it('adds a query and a fragment', () => {
    expect(pathTo('home', {}, { search: { category_id: 3, q: undefined } })).toBe('/pc?category_id=3');
    expect(pathTo('home', {}, { search: '?page=2', hash: 'products' })).toBe('/pc?page=2#products');
    expect(pathTo('login', {}, { search: new URLSearchParams({ redirect: '/pc/cart' }) })).toBe(
      '/pc/customer/login?redirect=%2Fpc%2Fcart',
    );
  });

  it('encodes parameter values and drops a splat', () => {
    expect(pathTo('resetPassword', { token: 'a/b c' })).toBe('/pc/customer/reset-password/a%2Fb%20c');
    expect(pathTo('socialLogin', { type: 'google' })).toBe('/pc/customer/social-login/google');
  });

  it('refuses, at type-check time, an unknown route or a missing parameter', () => {
    // @ts-expect-error: no such route
    expect(() => pathTo('checkout')).toThrow();
    // @ts-expect-error: order_id is required
    expect(pathTo('payment', {})).toBe('/pc/payment/undefined');
  });
});

describe('the route table', () => {
  it('gives each remote its page names', () => {
    const checkout: PagesOf<'mf_checkout'>[] = ['Cart', 'Payment', 'PaymentResult'];
    // @ts-expect-error: the catalogue does not own the cart
    const wrong: PagesOf<'mf_catalog'> = 'Cart';
    expect([...checkout, wrong]).toHaveLength(4);
  });

  it('has two mobile routes, the index and the quick order, and names every other route in the pc set', () => {
    expect(routesOf('mobile').map((route) => route.name)).toEqual(['mobileIndex', 'mobileQuickOrder']);
    expect(routesOf('pc').length).toBe(Object.keys(ROUTES).length - 2);
  });

  it('validates parameters by their rules', () => {
    expect(paramsAreValid(ROUTES.product.params, { id: '42' })).toBe(true);
    expect(paramsAreValid(ROUTES.product.params, { id: '042' })).toBe(false);
    expect(paramsAreValid(ROUTES.socialLogin.params, { type: 'myspace' })).toBe(false);
    expect(paramsAreValid(undefined, {})).toBe(true);
  });
});
