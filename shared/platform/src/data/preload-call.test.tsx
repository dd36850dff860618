import { renderHook, waitFor } from '@testing-library/react';
import { getCart, listProducts, type Cart } from '@shop/api/calls';
import { api } from '../api/client';
import { fail, installFakeBackend, ok, route } from '../testing/fake-backend';
import { preloadCall } from './preload-call';
import { useCall } from './use-call';

const cart: Cart = { items: [], selected_total: 0, cart_total: 7 };
const noProducts = { items: [], page: 1, page_size: 20, total: 0 };

describe('preloadCall', () => {
  it('warms the cache useCall reads: the page has the answer on its first render, then revalidates', async () => {
    const backend = installFakeBackend({ [route(getCart)]: () => ok(getCart, cart) });
    await preloadCall(getCart, {});
    expect(backend.asked(getCart)).toHaveLength(1);
    const { result } = renderHook(() => useCall(getCart, {}));
    expect(result.current.data?.cart_total).toBe(7);
    await waitFor(() => expect(backend.asked(getCart)).toHaveLength(2));
  });

  it('asks once while the warm answer is fresh (hovering again costs nothing)', async () => {
    const backend = installFakeBackend({ [route(listProducts)]: () => ok(listProducts, noProducts) });
    await preloadCall(listProducts, { page: 2 });
    await preloadCall(listProducts, { page: 2 });
    expect(backend.asked(listProducts)).toHaveLength(1);
  });

  it('sends nobody to login on a 401 and caches nothing, so the page asks for itself', async () => {
    const backend = installFakeBackend({ [route(listProducts)]: () => fail(401, 'unauthenticated') });
    const unauthorized = jest.fn();
    api.setUnauthorizedHandler(unauthorized);
    await preloadCall(listProducts, { page: 3 });
    expect(backend.asked(listProducts)).toHaveLength(1);
    expect(unauthorized).not.toHaveBeenCalled();
    const { result } = renderHook(() => useCall(listProducts, { page: 3 }, { shouldRetryOnError: false }));
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(backend.asked(listProducts)).toHaveLength(2));
  });
});
