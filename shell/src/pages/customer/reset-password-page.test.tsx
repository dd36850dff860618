import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetPassword } from '@shop/api/calls';
import { installFakeBackend, ok, route, storeBasics } from '@shop/platform/testing';
import { renderRoutes } from '../../testing/shell-providers';
import ResetPasswordPage from './reset-password-page';

const routes = [{ path: '/pc/customer/reset-password/:token', element: <ResetPasswordPage /> }];

describe('reset password page', () => {
  it('tells an expired link for the whole form and offers a new one', async () => {
    installFakeBackend({
      ...storeBasics,
      [route(resetPassword)]: () => ({
        status: 422,
        body: { code: 422, data: { key: 'reset_token_invalid', errors: { token: ['reset_token_invalid'] } }, msg: '' },
      }),
    });
    await renderRoutes(routes, '/pc/customer/reset-password/expired-token-123');
    await userEvent.type(await screen.findByLabelText(/^New password/), 'secret1');
    await userEvent.type(screen.getByLabelText(/Confirm new password/), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('This password reset link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/pc/customer/forgot-password',
    );
  });

  it('confirms a new password', async () => {
    const backend = installFakeBackend({ ...storeBasics, [route(resetPassword)]: () => ok(resetPassword, {}) });
    await renderRoutes(routes, '/pc/customer/reset-password/good-token-123');
    await userEvent.type(await screen.findByLabelText(/^New password/), 'secret1');
    await userEvent.type(screen.getByLabelText(/Confirm new password/), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    const sent = backend.asked(resetPassword)[0]!;
    expect(sent.input).toMatchObject({ token: 'good-token-123', password: 'secret1' });
  });
});
