import { addressOf, routeAt, routesOwnedBy } from './route-addresses';

describe('the routes verify loads', () => {
  it('takes an address as the router does: the most fixed segments win, parameters must pass their rules', () => {
    expect(routeAt('/pc/my/orders/afterSale')?.name).toBe('afterSales');
    expect(routeAt('/pc/my/orders/afterSale/type')?.name).toBe('afterSalesType');
    expect(routeAt('/pc/my/orders/12')?.name).toBe('orderDetail');
    expect(routeAt('/pc/my/orders/afterSale/7')?.name).toBe('afterSalesDetail');
    expect(routeAt('/pc/payment/result/3')?.name).toBe('paymentResult');
    expect(routeAt('/pc/payment/3')?.name).toBe('payment');
    expect(routeAt('/pc/product/abc')).toBeNull();
    expect(routeAt('/mobile')?.name).toBe('mobileIndex');
  });

  it("gives each remote only its own routes, and writes a route's address with its parameters", () => {
    expect(routesOwnedBy('mf_account').map((route) => route.name)).toEqual([
      'addresses',
      'favorites',
      'orders',
      'orderDetail',
    ]);
    const detail = routesOwnedBy('mf_account').find((route) => route.name === 'orderDetail')!;
    expect(addressOf(detail.spec, { order_id: '41' })).toBe('/pc/my/orders/41');
  });

  it("loads a route by its table's sample when nothing names one: an address of that route, as the router takes it", () => {
    const sampled = routesOwnedBy('mf_catalog').filter((route) => route.spec.sample);
    expect(sampled.map((route) => route.name)).toEqual(['activity']);
    for (const route of sampled) expect(routeAt(addressOf(route.spec, route.spec.sample))?.name).toBe(route.name);
  });
});
