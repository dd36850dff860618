import { renderHook } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { getCart, listProducts, type Cart } from '@shop/api/calls';
import { installFakeBackend, ok, route } from '../testing/fake-backend';
import { callKey } from './call-key';
import { preloadCall } from './preload-call';
import { isFreshServerAnswer, seedServerAnswers, serverFallback, type ServerAnswer } from './server-answers';
import { useCall } from './use-call';

const cart: Cart = { items: [], selected_total: 0, cart_total: 9 };
const noProducts = { items: [], page: 4, page_size: 20, total: 0 };

/** Lets SWR's effects (its revalidation on mount) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('answers the server rendered the page with (decision 038)', () => {
  it('are drawn on the first render and not asked for again while fresh', async () => {
    const backend = installFakeBackend({ [route(getCart)]: () => ok(getCart, cart) });
    const answers: ServerAnswer[] = [[callKey(getCart, {}), cart]];
    await seedServerAnswers(answers);
    // As the shell hydrates: the answers are SWR's fallback too.
    const { result } = renderHook(() => useCall(getCart, {}), {
      wrapper: ({ children }) => <SWRConfig value={{ fallback: serverFallback(answers) }}>{children}</SWRConfig>,
    });
    expect(result.current.data?.cart_total).toBe(9);
    await settle();
    expect(backend.asked(getCart)).toHaveLength(0);
  });

  it('are not warmed again by a link’s preload', async () => {
    const backend = installFakeBackend({ [route(listProducts)]: () => ok(listProducts, noProducts) });
    await seedServerAnswers([[callKey(listProducts, { page: 4 }), noProducts]]);
    await preloadCall(listProducts, { page: 4 });
    expect(backend.asked(listProducts)).toHaveLength(0);
  });

  it('stop being fresh after 30 s: a page opened later asks', async () => {
    const key = callKey(listProducts, { page: 5 });
    await seedServerAnswers([[key, noProducts]], 1_000);
    expect(isFreshServerAnswer(key, 30_999)).toBe(true);
    expect(isFreshServerAnswer(key, 31_000)).toBe(false);
  });
});
