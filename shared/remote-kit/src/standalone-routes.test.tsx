import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createStoreI18n, StoreProviders } from '@shop/platform';
import { standaloneRoutes } from './standalone-routes';

const page = (title: string) =>
  function Page() {
    return <h1>{title}</h1>;
  };
const checkoutPages = {
  Cart: page('The cart'),
  ChooseDelivery: page('Choose'),
  DeliveryPost: page('Post'),
  DeliveryPickUp: page('Pickup'),
  OrderConfirm: page('Confirm'),
  Payment: page('Pay'),
  PaymentResult: page('Result'),
  Step: page('Steps'),
};

async function at(path: string) {
  const i18n = await createStoreI18n('en');
  const router = createMemoryRouter(standaloneRoutes('mf_checkout', checkoutPages), { initialEntries: [path] });
  render(
    <StoreProviders i18n={i18n}>
      <RouterProvider router={router} />
    </StoreProviders>,
  );
}

describe('standaloneRoutes', () => {
  it('shows each page of the remote on its path from the route table, in the main landmark', async () => {
    await at('/pc/payment/3');
    expect(await screen.findByRole('heading', { name: 'Pay' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Pay' }));
  });

  it('takes the more specific path of two alike', async () => {
    await at('/pc/payment/result/3');
    expect(await screen.findByRole('heading', { name: 'Result' })).toBeInTheDocument();
  });

  it('shows the dev page at any other address, naming it as the store’s', async () => {
    await at('/pc/my/orders');
    expect(await screen.findByRole('heading', { name: 'Pages of mf_checkout' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('/pc/my/orders belongs to the store, not to mf_checkout.');
  });
});
