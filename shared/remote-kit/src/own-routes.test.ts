import { REMOTE_NAMES, ROUTE_LIST } from '@shop/platform/routes';
import { ownRoutes } from './own-routes';

describe('ownRoutes', () => {
  it('gives each remote exactly the routes the table names it the owner of, and no route twice', () => {
    const listed = REMOTE_NAMES.flatMap((remote) => ownRoutes(remote).map(({ name }) => name));
    const owned = ROUTE_LIST.filter(({ spec }) => spec.owner.kind === 'remote').map(({ name }) => name);
    expect([...listed].sort()).toEqual([...owned].sort());
  });

  it('writes each path with its set prefix and names its parameters', () => {
    const checkout = ownRoutes('mf_checkout');
    expect(checkout.find(({ name }) => name === 'paymentResult')).toMatchObject({
      path: '/pc/payment/result/:order_id',
      page: 'PaymentResult',
      params: ['order_id'],
    });
    expect(checkout.find(({ name }) => name === 'cart')).toMatchObject({ path: '/pc/cart', params: [] });
  });

  it('puts an index at its set prefix, without a trailing slash', () => {
    expect(
      ownRoutes('mf_catalog')
        .filter(({ params }) => params.length === 0)
        .map(({ path }) => path),
    ).toEqual(expect.arrayContaining(['/pc', '/mobile', '/pc/sort']));
  });
});
