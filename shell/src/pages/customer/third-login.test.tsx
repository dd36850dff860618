import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { socialLogin } from '@shop/api/calls';
import { installFakeBackend, ok, route, storeBasics } from '@shop/platform/testing';
import { findAlert } from '../../testing/find-alert';
import { renderRoutes } from '../../testing/shell-providers';
import ThirdLoginPage from './third-login-page';
import { startSocialLogin, ThirdLogin } from './third-login';

describe('ThirdLogin', () => {
  it('offers every provider, and as its own page names itself in a heading', async () => {
    installFakeBackend(storeBasics);
    await renderRoutes([{ path: '*', element: <ThirdLoginPage /> }], '/pc/customer/components/ThirdLogin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in with a social account' })).toBeInTheDocument();
    for (const name of ['Continue with Google', 'Continue with Facebook', 'Continue with TikTok']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
  });

  it('refuses to follow a provider address that is not a web page', async () => {
    installFakeBackend({
      ...storeBasics,
      [route(socialLogin)]: () => ok(socialLogin, { url: 'javascript:alert(document.cookie)' }),
    });
    await renderRoutes([{ path: '*', element: <ThirdLogin /> }], '/pc/customer/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await findAlert('Submission failed, please try again')).toBeInTheDocument();
    // The buttons are usable again for another try.
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/authorize',
    '/\\evil.example',
  ])('never navigates to %s', async (url) => {
    installFakeBackend({ ...storeBasics, [route(socialLogin)]: () => ok(socialLogin, { url }) });
    const go = jest.fn();
    await expect(startSocialLogin('google', '', go)).rejects.toThrow('not a web page');
    expect(go).not.toHaveBeenCalled();
  });

  it("follows a provider on its own site (the development backend's simulated provider)", async () => {
    const url = 'http://127.0.0.1:4000/__dev/oauth/authorize?provider=google&state=s';
    installFakeBackend({ ...storeBasics, [route(socialLogin)]: () => ok(socialLogin, { url }) });
    const go = jest.fn();
    await startSocialLogin('google', '', go);
    expect(go).toHaveBeenCalledWith(url);
  });

  it('follows a same-site provider address, carrying the return path', async () => {
    const backend = installFakeBackend({
      ...storeBasics,
      [route(socialLogin)]: () => ok(socialLogin, { url: '/__dev/oauth/authorize?state=s' }),
    });
    const go = jest.fn();
    await startSocialLogin('tiktok', '?redirect=%2Fpc%2Fcart', go);
    expect(go).toHaveBeenCalledWith('/__dev/oauth/authorize?state=s');
    const asked = backend.asked(socialLogin)[0]!;
    expect(asked.url.searchParams.get('type')).toBe('tiktok');
    expect(asked.url.searchParams.get('redirect')).toBe('/pc/cart');
  });

  it('asks to come back home when the return path is off-site', async () => {
    const backend = installFakeBackend({
      ...storeBasics,
      [route(socialLogin)]: () => ok(socialLogin, { url: '/__dev/oauth/authorize?state=s' }),
    });
    await startSocialLogin('google', '?redirect=https%3A%2F%2Fevil.example', jest.fn());
    const asked = backend.asked(socialLogin)[0]!;
    expect(asked.url.searchParams.get('redirect')).toBe('/');
  });
});
