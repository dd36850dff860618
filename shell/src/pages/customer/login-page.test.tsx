import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken, signOut } from '@shop/platform';
import { login } from '@shop/api/calls';
import { installFakeBackend, ok, route, sessionData, storeBasics } from '@shop/platform/testing';
import { findAlert } from '../../testing/find-alert';
import { pageRoutes } from '../../testing/page-routes';
import { renderRoutes } from '../../testing/shell-providers';
import LoginPage from './login-page';

const session = sessionData('tok-1');

const routes = pageRoutes({ '/pc/customer/login': <LoginPage /> });

describe('login page', () => {
  afterEach(() => signOut());

  it('shows the spec messages for empty fields, next to each field', async () => {
    installFakeBackend(storeBasics);
    await renderRoutes(routes, '/pc/customer/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'The Email field is required',
    );
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription('The Password field is required');
  });

  it('checks a field again as soon as it changes, once the form was sent', async () => {
    installFakeBackend(storeBasics);
    await renderRoutes(routes, '/pc/customer/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toHaveAccessibleDescription('The Email field is required');
    await userEvent.type(email, 'b');
    expect(email).not.toHaveAccessibleDescription('The Email field is required');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription('The Password field is required');
  });

  it('shows the messages in Vietnamese for a Vietnamese page', async () => {
    installFakeBackend(storeBasics);
    await renderRoutes(routes, '/pc/customer/login', 'vi');
    await userEvent.click(await screen.findByRole('button', { name: 'Đăng nhập' }));
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('Trường Email là bắt buộc');
  });

  it('puts what the server says about a field next to that field', async () => {
    installFakeBackend({
      ...storeBasics,
      [route(login)]: () => ({
        status: 422,
        body: { code: 422, data: { key: 'email_invalid', errors: { email: ['email_invalid'] } } },
      }),
    });
    await renderRoutes(routes, '/pc/customer/login');
    await userEvent.type(await screen.findByRole('textbox', { name: /Email/ }), 'buyer@');
    await userEvent.type(screen.getByLabelText(/Password/), 'buyer123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByRole('textbox', { name: /Email/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription('The email field must be a valid email address.'));
    expect(email).toHaveFocus();
    expect(email).toHaveValue('buyer@');
  });

  it('tells wrong credentials and keeps what was typed', async () => {
    installFakeBackend({
      ...storeBasics,
      [route(login)]: () => ({
        status: 403,
        body: { code: 403, data: { key: 'credentials_invalid' }, msg: 'These credentials do not match our records.' },
      }),
    });
    await renderRoutes(routes, '/pc/customer/login');
    await userEvent.type(await screen.findByRole('textbox', { name: /Email/ }), 'buyer@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await findAlert('These credentials do not match our records.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('buyer@example.com');
    expect(screen.getByLabelText(/Password/)).toHaveValue('wrong-one');
  });

  it.each([
    ['en', 'Sign in', 'Too many attempts. Please try again in 42 seconds.'],
    ['vi', 'Đăng nhập', 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 42 giây.'],
  ] as const)('tells a throttled login when to try again (%s)', async (locale, button, text) => {
    installFakeBackend({
      ...storeBasics,
      [route(login)]: () => ({
        status: 429,
        body: {
          code: 429,
          data: { key: 'too_many_attempts', retry_after: 42 },
          msg: 'Too many attempts. Please try again in 42 seconds.',
        },
      }),
    });
    await renderRoutes(routes, '/pc/customer/login', locale);
    await userEvent.type(await screen.findByRole('textbox', { name: /Email/ }), 'buyer@example.com');
    await userEvent.type(screen.getByLabelText(/Mật khẩu|Password/), 'buyer123');
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(await findAlert(text)).toBeInTheDocument();
  });

  it('says the submission failed when the server breaks, and the form can be sent again', async () => {
    let attempts = 0;
    installFakeBackend({
      ...storeBasics,
      [route(login)]: () =>
        ++attempts === 1 ? { status: 500, body: { code: 500, data: {}, msg: 'boom' } } : ok(login, session),
    });
    await renderRoutes(routes, '/pc/customer/login?redirect=%2Fpc%2Fcart');
    await userEvent.type(await screen.findByRole('textbox', { name: /Email/ }), 'buyer@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'buyer123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await findAlert('Submission failed, please try again')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('now at /pc/cart')).toBeInTheDocument();
    expect(getToken()).toBe('tok-1');
  });

  it('sends the form with the CSRF token and goes home for an off-site return path', async () => {
    const backend = installFakeBackend({ ...storeBasics, [route(login)]: () => ok(login, session) });
    await renderRoutes(routes, '/pc/customer/login?redirect=https%3A%2F%2Fevil.example');
    await userEvent.type(await screen.findByRole('textbox', { name: /Email/ }), 'Buyer@Example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'buyer123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('now at /')).toBeInTheDocument();
    const sent = backend.asked(login)[0]!;
    expect(sent.input).toMatchObject({ email: 'buyer@example.com', password: 'buyer123' });
    await waitFor(() => expect(sent.headers.get('X-Requested-With')).toBe('XMLHttpRequest'));
  });
});
