import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { listProducts } from '@shop/api/calls';
import { fail, installFakeBackend, ok, route } from '../testing/fake-backend';
import { useCall } from './use-call';

const page = (n: number) => ({ items: [], page: n, page_size: 20, total: n });
const fresh = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
    {children}
  </SWRConfig>
);

describe('useCall with keepPreviousData', () => {
  it('keeps the last answer on screen while the next input loads', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    installFakeBackend({
      [route(listProducts)]: async ({ input }) => {
        if (input.page === '2') await held;
        return ok(listProducts, page(Number(input.page)));
      },
    });
    const { result, rerender } = renderHook(({ n }) => useCall(listProducts, { page: n }, { keepPreviousData: true }), {
      wrapper: fresh,
      initialProps: { n: 1 },
    });
    await waitFor(() => expect(result.current.data?.total).toBe(1));
    rerender({ n: 2 });
    expect(result.current.data?.total).toBe(1);
    release();
    await waitFor(() => expect(result.current.data?.total).toBe(2));
  });

  it('shows no answer when the next input fails: the last one is not its answer', async () => {
    installFakeBackend({
      [route(listProducts)]: ({ input }) =>
        input.page === '2' ? fail(500, 'server_error') : ok(listProducts, page(Number(input.page))),
    });
    const { result, rerender } = renderHook(({ n }) => useCall(listProducts, { page: n }, { keepPreviousData: true }), {
      wrapper: fresh,
      initialProps: { n: 1 },
    });
    await waitFor(() => expect(result.current.data?.total).toBe(1));
    rerender({ n: 2 });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.data).toBeUndefined();
  });

  it('keeps its own answer when reading the same input again fails', async () => {
    let failing = false;
    installFakeBackend({
      [route(listProducts)]: () => (failing ? fail(500, 'server_error') : ok(listProducts, page(1))),
    });
    const { result } = renderHook(() => useCall(listProducts, { page: 1 }, { keepPreviousData: true }), {
      wrapper: fresh,
    });
    await waitFor(() => expect(result.current.data?.total).toBe(1));
    failing = true;
    await act(() => result.current.mutate());
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.data?.total).toBe(1);
  });
});
