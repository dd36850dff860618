import { act, render, screen } from '@testing-library/react';
import { getCart, getLocaleList, type Cart } from '@shop/api/calls';
import { useSWRConfig, type Cache } from 'swr';
import { createStoreI18n } from '../kit/store-i18n';
import { StoreProviders } from '../kit/store-providers';
import { signIn, signOut } from '../session/session-store';
import { installFakeBackend, ok, route } from '../testing/fake-backend';
import { preloadCall } from './preload-call';
import { useCall } from './use-call';

const cart = (cart_total: number): Cart => ({ items: [], selected_total: 0, cart_total });
const later = () => new Date(Date.now() + 60_000).toISOString();

function Cart({ onCache }: { onCache: (cache: Cache) => void }) {
  const { data } = useCall(getCart, {});
  const locales = useCall(getLocaleList, {});
  onCache(useSWRConfig().cache);
  return (
    <p>
      {data ? `items: ${data.cart_total}` : 'asking'} {locales.data ? 'locales' : ''}
    </p>
  );
}

describe('answers of a session', () => {
  afterEach(() => signOut());

  it('are dropped from the cache when it ends; answers the same for everyone stay', async () => {
    const backend = installFakeBackend({
      [route(getCart)]: ({ headers }) => ok(getCart, cart(headers.get('authorization') === 'Bearer a' ? 3 : 0)),
      [route(getLocaleList)]: () => ok(getLocaleList, []),
    });
    signIn({ token: 'a', expires_at: later() });
    let cache: Cache | undefined;
    const i18n = await createStoreI18n('en', {});
    render(
      <StoreProviders i18n={i18n} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Cart onCache={(c) => (cache = c)} />
      </StoreProviders>,
    );
    expect(await screen.findByText(/items: 3 locales/)).toBeInTheDocument();
    const cached = () => [...cache!.keys()].filter((key) => cache!.get(key)?.data !== undefined);
    expect(cached()).toHaveLength(2);

    act(() => signOut());
    expect(screen.queryByText(/items: 3/)).not.toBeInTheDocument();
    // Only the locale list is left of what the customer's session read.
    expect(cached()).toEqual([expect.stringContaining('/shop-api/website/locale-list')]);
    expect(await screen.findByText(/items: 0/)).toBeInTheDocument();
    expect(backend.asked(getLocaleList)).toHaveLength(1);
  });

  it('warmed for one session are warmed again for the next', async () => {
    const backend = installFakeBackend({ [route(getCart)]: () => ok(getCart, cart(1)) });
    signIn({ token: 'a', expires_at: later() });
    await preloadCall(getCart, {});
    await preloadCall(getCart, {});
    signIn({ token: 'b', expires_at: later() });
    await preloadCall(getCart, {});
    expect(backend.asked(getCart).map((asked) => asked.headers.get('authorization'))).toEqual(['Bearer a', 'Bearer b']);
  });
});
