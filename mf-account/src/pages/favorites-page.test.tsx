import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addFavorite, addToCart, getHeader, listFavorites, removeFavorite } from '@shop/api/calls';
import { favorite, headerData, installFakeBackend, ok, pageOf, route, type FavoriteItem } from '@shop/platform/testing';
import { renderPage, signInAsCustomer } from '../testing/render-account';
import FavoritesPage from './favorites-page';

const favoritesPage = (items: FavoriteItem[], total = items.length) => pageOf(items, { page_size: 12, total });

/** A backend keeping one favorite, which removing takes out and adding puts back, as the server does. */
function oneFavoriteBackend() {
  let items = [favorite()];
  return installFakeBackend({
    [route(listFavorites)]: () => ok(listFavorites, favoritesPage(items)),
    [route(removeFavorite)]: () => {
      items = [];
      return ok(removeFavorite, { wish_total: 0 });
    },
    [route(addFavorite)]: () => {
      items = [favorite()];
      return ok(addFavorite, { wish_total: 1 });
    },
    [route(getHeader)]: () => ok(getHeader, headerData()),
  });
}

describe('the favorites page', () => {
  beforeEach(signInAsCustomer);

  it('lists the products with price, stock and a link to each', async () => {
    installFakeBackend({
      [route(listFavorites)]: () =>
        ok(
          listFavorites,
          favoritesPage([favorite(), favorite({ id: 102, name: 'Desk Lamp', sold_out: true, in_stock: false })]),
        ),
    });
    await renderPage(<FavoritesPage />, '/pc/my/favorites');
    expect(await screen.findByRole('link', { name: 'Classic Phone Case - Red' })).toHaveAttribute(
      'href',
      '/pc/product/101',
    );
    expect(screen.getAllByText('$12.50')).toHaveLength(2);
    expect(screen.getByText('In stock: 40')).toBeInTheDocument();
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart: Desk Lamp' })).toBeDisabled();
  });

  it('removes a favorite and reads the header’s counter again', async () => {
    const backend = oneFavoriteBackend();
    await renderPage(<FavoritesPage />, '/pc/my/favorites');
    const before = backend.asked(getHeader).length;
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Classic Phone Case - Red from favorites' }),
    );
    expect(await screen.findByRole('heading', { name: 'No favorites yet' })).toBeInTheDocument();
    expect(backend.asked(removeFavorite)[0]!.input).toMatchObject({ product_id: 101 });
    await waitFor(() => expect(backend.asked(getHeader).length).toBeGreaterThan(before));
  });

  it('puts a removed favorite back with the Undo of its toast', async () => {
    const backend = oneFavoriteBackend();
    await renderPage(<FavoritesPage />, '/pc/my/favorites');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Classic Phone Case - Red from favorites' }),
    );
    expect(await screen.findByRole('heading', { name: 'No favorites yet' })).toBeInTheDocument();
    expect(screen.getByText('Removed from favorites')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('link', { name: 'Classic Phone Case - Red' })).toBeInTheDocument();
    expect(backend.asked(addFavorite)[0]!.input).toMatchObject({ product_id: 101 });
    expect(await screen.findByText('Back in your favorites')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('adds a product to the cart and says so', async () => {
    const backend = installFakeBackend({
      [route(listFavorites)]: () => ok(listFavorites, favoritesPage([favorite()])),
      [route(addToCart)]: () => ok(addToCart, { item_id: 11, quantity: 1, cart_total: 1 }),
      [route(getHeader)]: () => ok(getHeader, headerData()),
    });
    await renderPage(<FavoritesPage />, '/pc/my/favorites');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart: Classic Phone Case - Red' }));
    expect(await screen.findByText('Add to cart successfully')).toBeInTheDocument();
    expect(backend.asked(addToCart)[0]!.input).toMatchObject({ product_id: 101, quantity: 1 });
  });

  it('pages through the favorites with the page in the URL', async () => {
    const backend = installFakeBackend({
      [route(listFavorites)]: () => ok(listFavorites, favoritesPage([favorite()], 30)),
    });
    const { router } = await renderPage(<FavoritesPage />, '/pc/my/favorites');
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(backend.asked(listFavorites).at(-1)!.input).toMatchObject({ page: '2' }));
  });
});
