import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { baseRoutes, installFakeBackend, ok } from '../../testing/fake-backend';
import { renderRoutes } from '../../testing/shell-providers';
import PasswordPage from './password-page';

function Where() {
  const { pathname } = useLocation();
  return <p>now at {pathname}</p>;
}

describe('shop password gate', () => {
  it('says a wrong password next to the field, then lets the right one in and returns', async () => {
    let verified = false;
    installFakeBackend({
      ...baseRoutes,
      '/shop-hapi/website/password': () => ok({ is_page: !verified, protected: true }),
      '/shop-hapi/website/validation-password': (url) => {
        if (url.searchParams.get('password') !== 'open-sesame') {
          return { status: 403, body: { code: 403, data: { key: 'shop_password_incorrect' }, msg: 'Incorrect password. Please try again.' } };
        }
        verified = true;
        return ok({ verified: true });
      },
    });
    await renderRoutes(
      [
        { path: '/pc/password', element: <PasswordPage /> },
        { path: '*', element: <Where /> },
      ],
      '/pc/password?redirect=%2Fpc%2Fproduct%2F3',
    );
    expect(await screen.findByRole('heading', { name: 'This store is password protected' })).toBeInTheDocument();
    const field = screen.getByLabelText(/Shop password/);
    await userEvent.type(field, 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Enter' }));
    expect(await screen.findByText('Incorrect password. Please try again.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, 'open-sesame');
    await userEvent.click(screen.getByRole('button', { name: 'Enter' }));
    expect(await screen.findByText('now at /pc/product/3')).toBeInTheDocument();
  });
});
