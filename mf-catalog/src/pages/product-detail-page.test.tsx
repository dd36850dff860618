import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addFavorite, addToCart, getHeader, getProduct } from '@shop/api/calls';
import { asVisitor, fail, ok, productDetail, route } from '@shop/platform/testing';
import { catalogBackend, header } from '../testing/fixtures';
import { HeaderCounters } from '../testing/header-counters';
import { renderPage, signInAsCustomer } from '../testing/render-catalog';
import ProductDetailPage from './product-detail-page';

const render = (path = '/pc/product/1', locale: 'en' | 'vi' = 'en') =>
  renderPage(
    <>
      <HeaderCounters />
      <ProductDetailPage />
    </>,
    path,
    { pattern: '/pc/product/:id', locale },
  );

const answerProduct = (detail = productDetail()) => ({ [route(getProduct)]: () => ok(getProduct, detail) });

describe('product page for a visitor', () => {
  it("shows the product with 'Login to see price' and no price", async () => {
    catalogBackend(answerProduct(asVisitor(productDetail())));
    await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Classic Phone Case - Red' })).toBeInTheDocument();
    expect(screen.getByText('SKU: LW-02-000001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login to see price' })).toHaveAttribute(
      'href',
      '/pc/customer/login?redirect=%2Fpc%2Fproduct%2F1',
    );
    expect(document.body).not.toHaveTextContent('$');
  });

  it.each(['Add to cart', 'Add to favorites'])(
    'sends a visitor who clicks %s to login, to come back here',
    async (action) => {
      const backend = catalogBackend(answerProduct(asVisitor(productDetail())));
      await render();
      await userEvent.click(await screen.findByRole('button', { name: action }));
      expect(await screen.findByText('now at /pc/customer/login?redirect=%2Fpc%2Fproduct%2F1')).toBeInTheDocument();
      expect(backend.asked(addToCart)).toHaveLength(0);
      expect(backend.asked(addFavorite)).toHaveLength(0);
    },
  );

  it('shows a name that looks like markup as text', async () => {
    catalogBackend(answerProduct(asVisitor(productDetail({ name: '<img src=x onerror=alert(1)> Phone Case' }))));
    const { container } = await render();
    expect(
      await screen.findByRole('heading', { level: 1, name: '<img src=x onerror=alert(1)> Phone Case' }),
    ).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it("says 'Page Not Found: {path}' for an unknown product", async () => {
    catalogBackend({ [route(getProduct)]: () => fail(404, 'not_found') });
    await render('/pc/product/999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found: /pc/product/999' }),
    ).toBeInTheDocument();
  });

  it('tells a failed load and loads again on retry', async () => {
    let calls = 0;
    catalogBackend({
      [route(getProduct)]: () => (++calls === 1 ? fail(500, 'server_error') : ok(getProduct, productDetail())),
    });
    await render();
    expect(await screen.findByText('The product could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Classic Phone Case - Red' })).toBeInTheDocument();
  });
});

describe('product page for a customer', () => {
  beforeEach(signInAsCustomer);

  it('shows the price and keeps the quantity between 1 and the inventory', async () => {
    catalogBackend(answerProduct(productDetail({ inventory: 12 })));
    await render();
    expect(await screen.findByText('$12.99')).toBeInTheDocument();
    const quantity = screen.getByRole('textbox', { name: 'Quantity' });
    expect(quantity).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '99999');
    expect(quantity).toHaveValue('12');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(quantity).toHaveValue('11');
    // Left empty, the field keeps the quantity it had.
    await userEvent.clear(quantity);
    await userEvent.tab();
    expect(quantity).toHaveValue('11');
  });

  it('cannot buy a sold-out product', async () => {
    catalogBackend(answerProduct(productDetail({ inventory: 0, in_stock: false, sold_out: true })));
    await render();
    expect(await screen.findByText('Sold out')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add to favorites' })).toBeEnabled();
  });

  it("adds to the cart: 'Add to cart successfully' and the header's counter changes at once", async () => {
    let cartTotal = 2;
    const backend = catalogBackend({
      ...answerProduct(),
      [route(getHeader)]: () => header({ cart_total: cartTotal, wish_total: 5 }),
      [route(addToCart)]: ({ input }) => {
        cartTotal += 1;
        return ok(addToCart, { item_id: 9, quantity: Number(input.quantity), cart_total: cartTotal });
      },
    });
    await render();
    expect(await screen.findByText('cart 2, favorites 5')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Add to cart successfully')).toBeInTheDocument();
    expect(await screen.findByText('cart 3, favorites 5')).toBeInTheDocument();
    expect(backend.asked(addToCart)[0]!.input).toMatchObject({ product_id: 1, quantity: 3 });
  });

  it("adds to the favorites: 'Add to collect successfully', the counter changes, and the page says so", async () => {
    let favorite = false;
    catalogBackend({
      [route(getProduct)]: () => ok(getProduct, productDetail({ is_favorite: favorite })),
      [route(getHeader)]: () => header({ cart_total: 2, wish_total: favorite ? 6 : 5 }),
      [route(addFavorite)]: () => {
        favorite = true;
        return ok(addFavorite, { wish_total: 6 });
      },
    });
    await render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to favorites' }));
    expect(await screen.findByText('Add to collect successfully')).toBeInTheDocument();
    expect(await screen.findByText('cart 2, favorites 6')).toBeInTheDocument();
    expect(await screen.findByText('In your favorites')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to favorites' })).not.toBeInTheDocument();
  });

  it('tells why the cart refused, in the contract’s words', async () => {
    catalogBackend({
      ...answerProduct(),
      [route(addToCart)]: () => fail(422, 'quantity_over_inventory', { quantity: ['quantity_over_inventory'] }),
    });
    await render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('The quantity cannot be higher than the inventory')).toBeInTheDocument();
  });

  it("says 'Submission failed, please try again' when the server breaks", async () => {
    catalogBackend({ ...answerProduct(), [route(addFavorite)]: () => fail(500, 'server_error') });
    await render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to favorites' }));
    expect(await screen.findByText('Submission failed, please try again')).toBeInTheDocument();
  });

  it('speaks Vietnamese on a Vietnamese page', async () => {
    catalogBackend({
      ...answerProduct(),
      [route(addToCart)]: () => ok(addToCart, { item_id: 9, quantity: 1, cart_total: 1 }),
    });
    await render('/pc/product/1', 'vi');
    await userEvent.click(await screen.findByRole('button', { name: 'Thêm vào giỏ hàng' }));
    await waitFor(() => expect(screen.getByText('Đã thêm vào giỏ hàng')).toBeInTheDocument());
  });
});
