import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getWebsitePassword, validateWebsitePassword } from '@shop/api/calls';
import { installFakeBackend, ok, route, storeBasics } from '@shop/platform/testing';
import { findAlert } from '../../testing/find-alert';
import { pageRoutes } from '../../testing/page-routes';
import { renderRoutes } from '../../testing/shell-providers';
import PasswordPage from './password-page';

const routes = pageRoutes({ '/pc/password': <PasswordPage /> });

const locked = () => ok(getWebsitePassword, { is_page: true, protected: true });

describe('shop password gate', () => {
  it('asks for the password before calling the backend', async () => {
    const backend = installFakeBackend({ ...storeBasics, [route(getWebsitePassword)]: locked });
    await renderRoutes(routes, '/pc/password');
    await userEvent.click(await screen.findByRole('button', { name: 'Enter' }));
    expect(screen.getByLabelText(/Shop password/)).toHaveAccessibleDescription('The Shop Password field is required');
    expect(screen.getByText('Enter the shop password to continue.')).toBeInTheDocument();
    expect(backend.asked(validateWebsitePassword).length > 0).toBe(false);
  });

  it('sends the visitor on when the shop has no gate to pass', async () => {
    installFakeBackend(storeBasics);
    await renderRoutes(routes, '/pc/password?redirect=%2Fpc%2Fcart');
    expect(await screen.findByText('now at /pc/cart')).toBeInTheDocument();
  });

  it('says a wrong password next to the field, then lets the right one in and returns', async () => {
    let verified = false;
    installFakeBackend({
      ...storeBasics,
      [route(getWebsitePassword)]: () => ok(getWebsitePassword, { is_page: !verified, protected: true }),
      [route(validateWebsitePassword)]: ({ input }) => {
        if (input.password !== 'open-sesame') {
          return {
            status: 403,
            body: { code: 403, data: { key: 'shop_password_incorrect' }, msg: 'Incorrect password. Please try again.' },
          };
        }
        verified = true;
        return ok(validateWebsitePassword, { verified: true });
      },
    });
    const { router } = await renderRoutes(routes, '/pc/password?redirect=%2Fpc%2Fproduct%2F3');
    expect(await screen.findByRole('heading', { name: 'This store is password protected' })).toBeInTheDocument();
    const field = screen.getByLabelText(/Shop password/);
    await userEvent.type(field, 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Enter' }));
    expect(await screen.findByText('Incorrect password. Please try again.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Incorrect password. Please try again.');
    expect(field).toHaveValue('nope');
    // The password travels in the call only, never in the page's address.
    expect(router.state.location.search).toBe('?redirect=%2Fpc%2Fproduct%2F3');
    await userEvent.clear(field);
    await userEvent.type(field, 'open-sesame');
    await userEvent.click(screen.getByRole('button', { name: 'Enter' }));
    expect(await screen.findByText('now at /pc/product/3')).toBeInTheDocument();
  });

  const tryPassword = async (path = '/pc/password?redirect=%2Fpc%2Fcart', locale: 'en' | 'vi' = 'en') => {
    const view = await renderRoutes(routes, path, locale);
    const field = await screen.findByLabelText(locale === 'en' ? /Shop password/ : /Mật khẩu cửa hàng/);
    await userEvent.type(field, 'open-sesame');
    await userEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Enter' : 'Vào' }));
    return { ...view, field };
  };

  it("words a refusal that is not the wrong password 'Incorrect password, please try again' (spec 5)", async () => {
    installFakeBackend({
      ...storeBasics,
      [route(getWebsitePassword)]: locked,
      [route(validateWebsitePassword)]: () => ({
        status: 403,
        body: { code: 403, data: null, msg: 'Forbidden' },
      }),
    });
    const { field } = await tryPassword();
    expect(await screen.findByText('Incorrect password, please try again')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Incorrect password, please try again');
    expect(screen.queryByText('Incorrect password. Please try again.')).not.toBeInTheDocument();
  });

  it('says so too when the check passed but the shop still asks (the verification was not kept)', async () => {
    const backend = installFakeBackend({
      ...storeBasics,
      [route(getWebsitePassword)]: locked,
      [route(validateWebsitePassword)]: () => ok(validateWebsitePassword, { verified: true }),
    });
    const { field, router } = await tryPassword();
    expect(await screen.findByText('Incorrect password, please try again')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Incorrect password, please try again');
    expect(router.state.location.pathname).toBe('/pc/password');
    expect(backend.asked(validateWebsitePassword)).toHaveLength(1);
  });

  it('has the second wording in Vietnamese', async () => {
    installFakeBackend({
      ...storeBasics,
      [route(getWebsitePassword)]: locked,
      [route(validateWebsitePassword)]: () => ({ status: 403, body: { code: 403, data: null, msg: 'Forbidden' } }),
    });
    await tryPassword('/pc/password', 'vi');
    expect(await screen.findByText('Mật khẩu không đúng, vui lòng thử lại')).toBeInTheDocument();
  });

  it('tells a server failure with the store’s failure message (Enter tries again), not as a wrong password', async () => {
    installFakeBackend({
      ...storeBasics,
      [route(getWebsitePassword)]: locked,
      [route(validateWebsitePassword)]: () => ({ status: 500, body: { code: 500, data: null, msg: 'boom' } }),
    });
    await tryPassword();
    expect(await screen.findByText('Submission failed, please try again')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enter' })).toBeEnabled();
    expect(screen.queryByText(/Incorrect password/)).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Too many attempts. Please try again in 55 seconds.'],
    ['vi', 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 55 giây.'],
  ] as const)('tells a throttled check as the server does, in %s, keeping the typed password', async (locale, text) => {
    const throttled = () => ({
      status: 429,
      body: { code: 429, data: { key: 'too_many_attempts', retry_after: 55 }, msg: 'Too many attempts' },
    });
    installFakeBackend({
      ...storeBasics,
      [route(getWebsitePassword)]: locked,
      [route(validateWebsitePassword)]: throttled,
    });
    const { field } = await tryPassword('/pc/password', locale);
    expect(await findAlert(text)).toBeInTheDocument();
    expect(screen.queryByText(/Incorrect password|Mật khẩu không đúng/)).not.toBeInTheDocument();
    expect(field).toHaveValue('open-sesame');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });
});
