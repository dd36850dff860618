import { act, renderHook, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { unstable_serialize, useSWRConfig } from 'swr';
import { addFavorite, getHeader, listFavorites } from '@shop/api/calls';
import { StoreProviders } from '../kit/store-providers';
import { createStoreI18n } from '../kit/store-i18n';
import { signIn, signOut } from '../session/session-store';
import { fail, installFakeBackend, ok, route, storeBasics, type Answer, type Handler } from '../testing/fake-backend';
import { callKey } from './call-key';
import { cacheWrite, useAction } from './use-action';
import { useCall } from './use-call';

const wish = (total: number) => ok(addFavorite, { wish_total: total });
const noFavorites = () => ok(listFavorites, { items: [], page: 1, page_size: 12, total: 0 });

let i18n: I18n;
beforeAll(async () => {
  i18n = await createStoreI18n('en');
});
afterEach(() => signOut());

const wrapper = ({ children }: { children: ReactNode }) => (
  <StoreProviders i18n={i18n} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
    {children}
  </StoreProviders>
);

/** The hook beside the SWR cache it writes and the reads a page would show (the header, the favorites). */
function renderAction<K = symbol>(options?: Parameters<typeof useAction<K>>[0]) {
  return renderHook(
    () => ({
      action: useAction<K>(options),
      cache: useSWRConfig().cache,
      header: useCall(getHeader, {}),
      favorites: useCall(listFavorites, { page: 1, page_size: 12 }),
    }),
    { wrapper },
  );
}

/** The store's basics and the favorites, with `answer` for adding one. */
const store = (answer: Handler) =>
  installFakeBackend({ ...storeBasics, [route(listFavorites)]: noFavorites, [route(addFavorite)]: answer });

/** A backend answer the test releases when it chooses: the action stays under way until then. */
function held(answer: Answer) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { handler: async () => (await gate, answer), release };
}

describe('useAction', () => {
  it('is pending while the call is under way, and resolves with its answer', async () => {
    const answer = held(wish(1));
    store(answer.handler);
    const { result } = renderAction();
    let running: Promise<unknown> = Promise.resolve();
    act(() => {
      running = result.current.action.run(addFavorite, { product_id: 1 });
    });
    expect(result.current.action.pending).toBe(true);
    answer.release();
    await act(async () => {
      await expect(running).resolves.toEqual({ wish_total: 1 });
    });
    expect(result.current.action.pending).toBe(false);
    expect(result.current.action.failure).toBeNull();
  });

  it('does nothing on a second trigger while the first is under way (a double click sends once)', async () => {
    const answer = held(wish(1));
    const backend = store(answer.handler);
    const { result } = renderAction();
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.action.run(addFavorite, { product_id: 1 });
      second = result.current.action.run(addFavorite, { product_id: 1 });
    });
    await expect(second).resolves.toBeUndefined();
    answer.release();
    await act(() => first);
    expect(backend.asked(addFavorite)).toHaveLength(1);
  });

  it('guards each key on its own: another item can be acted on meanwhile', async () => {
    const answer = held(wish(1));
    const backend = store(answer.handler);
    const { result } = renderAction<number>();
    let both: Promise<unknown> = Promise.resolve();
    act(() => {
      both = Promise.all([
        result.current.action.run(addFavorite, { product_id: 1 }, { key: 1 }),
        result.current.action.run(addFavorite, { product_id: 2 }, { key: 2 }),
        result.current.action.run(addFavorite, { product_id: 2 }, { key: 2 }),
      ]);
    });
    expect(result.current.action.isPending(1)).toBe(true);
    expect(result.current.action.isPending(2)).toBe(true);
    expect(result.current.action.isPending(3)).toBe(false);
    answer.release();
    await act(() => both);
    expect(backend.asked(addFavorite).map(({ input }) => input.product_id)).toEqual([1, 2]);
  });

  it('keeps a refusal worded as the actions word it, and tells it to onFailure', async () => {
    store(() => fail(409, 'product_sold_out'));
    const onFailure = jest.fn();
    const { result } = renderAction();
    await act(async () => {
      await expect(result.current.action.run(addFavorite, { product_id: 1 }, { onFailure })).resolves.toBeUndefined();
    });
    expect(result.current.action.failure).toEqual({ kind: 'validation', key: 'product_sold_out' });
    expect(result.current.action.message).toBe(i18n.t('product_sold_out', { ns: 'validation' }));
    expect(onFailure).toHaveBeenCalledWith(
      expect.objectContaining({ failure: result.current.action.failure, message: result.current.action.message }),
    );
  });

  it('words a server failure "Submission failed, please try again", and clears it when the next action starts', async () => {
    let failing = true;
    store(() => (failing ? fail(500, 'server_error') : wish(1)));
    const { result } = renderAction();
    await act(() => result.current.action.run(addFavorite, { product_id: 1 }));
    expect(result.current.action.message).toBe('Submission failed, please try again');
    failing = false;
    await act(() => result.current.action.run(addFavorite, { product_id: 1 }));
    expect(result.current.action.failure).toBeNull();
    expect(result.current.action.message).toBeNull();
  });

  it('tells nothing after a 401: the shell is taking the person to login', async () => {
    store(() => fail(401, 'unauthenticated'));
    const onFailure = jest.fn();
    const { result } = renderAction();
    await act(() => result.current.action.run(addFavorite, { product_id: 1 }, { onFailure }));
    expect(result.current.action.failure).toBeNull();
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ failure: null, message: null }));
  });

  it('rejects from submit, for the form to tell by its fields, and keeps no failure of its own', async () => {
    store(() => fail(409, 'product_sold_out'));
    const { result } = renderAction();
    await act(async () => {
      await expect(result.current.action.submit(addFavorite, { product_id: 1 })).rejects.toMatchObject({
        key: 'product_sold_out',
      });
    });
    expect(result.current.action.failure).toBeNull();
    expect(result.current.action.pending).toBe(false);
  });

  it('writes the reads the answer replaces without asking again, and asks again for the others named', async () => {
    const backend = store(() => wish(5));
    const { result } = renderAction({ refresh: [listFavorites, getHeader] });
    await waitFor(() => expect(result.current.favorites.data).toBeDefined());
    await waitFor(() => expect(result.current.header.data).toBeDefined());
    await act(() =>
      result.current.action.run(
        addFavorite,
        { product_id: 1 },
        { update: (answer) => [cacheWrite(getHeader, {}, (header) => header && { ...header, ...answer })] },
      ),
    );
    expect(result.current.header.data?.wish_total).toBe(5);
    await waitFor(() => expect(backend.asked(listFavorites)).toHaveLength(2));
    expect(backend.asked(getHeader)).toHaveLength(1);
  });

  it('asks again for the reads named even when the action fails, so the page follows the server', async () => {
    const backend = store(() => fail(409, 'product_sold_out'));
    const { result } = renderAction({ refresh: [getHeader] });
    await waitFor(() => expect(result.current.header.data).toBeDefined());
    await act(() => result.current.action.run(addFavorite, { product_id: 1 }));
    await waitFor(() => expect(backend.asked(getHeader)).toHaveLength(2));
  });

  it('neither caches nor tells an answer that came back after the session changed', async () => {
    signIn({ token: 'first', expires_at: new Date(Date.now() + 3_600_000).toISOString() });
    const answer = held(wish(3));
    store(answer.handler);
    const onFailure = jest.fn();
    const { result } = renderAction();
    await waitFor(() => expect(result.current.header.data).toBeDefined());
    const firstSession = callKey(getHeader, {});
    let running: Promise<unknown> = Promise.resolve();
    act(() => {
      running = result.current.action.run(
        addFavorite,
        { product_id: 1 },
        { update: (data) => [cacheWrite(getHeader, {}, (header) => header && { ...header, ...data })], onFailure },
      );
    });
    act(() => signOut());
    answer.release();
    await act(async () => {
      await expect(running).resolves.toBeUndefined();
    });
    expect(result.current.action.pending).toBe(false);
    expect(result.current.cache.get(unstable_serialize(firstSession))?.data).toBeUndefined();
    await waitFor(() => expect(result.current.header.data).toBeDefined());
    expect(result.current.header.data?.wish_total).toBe(0);
    expect(onFailure).not.toHaveBeenCalled();
  });
});
