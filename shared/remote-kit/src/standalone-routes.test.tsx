import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { remoteI18n } from './remote-i18n';
import { RemoteProviders } from './remote-providers';
import { standaloneRoutes } from './standalone-routes';

const texts = {
  'standalone.loading': 'Loading…',
  'standalone.elsewhere': 'Not here: {{path}}',
  'toast.close': 'Close',
};
const translations = { en: async () => ({ default: texts }), vi: async () => ({ default: texts }) };
const pages = { Cart: () => <h1>The cart</h1>, Payment: () => <h1>Pay</h1> };

async function at(path: string) {
  const i18n = await remoteI18n('en', 'kit', translations);
  const router = createMemoryRouter(
    standaloneRoutes('kit', pages, { '/pc/cart': 'Cart', '/pc/payment/:id': 'Payment' }),
    {
      initialEntries: [path],
    },
  );
  render(
    <RemoteProviders i18n={i18n} namespace="kit">
      <RouterProvider router={router} />
    </RemoteProviders>,
  );
}

describe('standaloneRoutes', () => {
  it('shows each page on its path, in the main landmark', async () => {
    await at('/pc/payment/3');
    expect(await screen.findByRole('heading', { name: 'Pay' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Pay' }));
  });

  it('says that any other address belongs elsewhere, in the remote’s words', async () => {
    await at('/pc/customer/login');
    expect(await screen.findByText('Not here: /pc/customer/login')).toBeInTheDocument();
  });
});
