import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgotPassword } from '@shop/api/calls';
import { installFakeBackend, ok, route, storeBasics } from '@shop/platform/testing';
import { findAlert } from '../../testing/find-alert';
import { renderRoutes } from '../../testing/shell-providers';
import ForgotPasswordPage from './forgot-password-page';

const routes = [{ path: '/pc/customer/forgot-password', element: <ForgotPasswordPage /> }];
const sent = 'If an account uses this email, a link to reset the password is on its way. It is valid for 60 minutes.';

describe('forgot password page', () => {
  it('asks for a valid email before sending anything', async () => {
    const backend = installFakeBackend({ ...storeBasics, [route(forgotPassword)]: () => ok(forgotPassword, {}) });
    await renderRoutes(routes, '/pc/customer/forgot-password');
    await userEvent.click(await screen.findByRole('button', { name: 'Send reset link' }));
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toHaveAccessibleDescription('The Email field is required');
    await userEvent.type(email, 'nobody');
    expect(email).toHaveAccessibleDescription('The email field must be a valid email address.');
    expect(backend.asked(forgotPassword).length > 0).toBe(false);
  });

  it('confirms with the same neutral words, and sends the address', async () => {
    const backend = installFakeBackend({ ...storeBasics, [route(forgotPassword)]: () => ok(forgotPassword, {}) });
    await renderRoutes(routes, '/pc/customer/forgot-password');
    await userEvent.type(await screen.findByRole('textbox', { name: /Email/ }), 'someone@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Email/ })).not.toBeInTheDocument();
    const asked = backend.asked(forgotPassword)[0]!;
    expect(asked.input).toMatchObject({ email: 'someone@example.com' });
  });

  it('says when the browser is offline, and keeps the address', async () => {
    installFakeBackend({
      ...storeBasics,
      [route(forgotPassword)]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await renderRoutes(routes, '/pc/customer/forgot-password');
    await userEvent.type(await screen.findByRole('textbox', { name: /Email/ }), 'someone@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await findAlert('You seem to be offline. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('someone@example.com');
  });
});
