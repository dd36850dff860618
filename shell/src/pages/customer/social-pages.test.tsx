import { screen } from '@testing-library/react';
import { getToken, signOut } from '@shop/platform';
import { socialCallback, socialLogin } from '@shop/api/calls';
import { installFakeBackend, ok, route, sessionData, storeBasics, type Handler } from '@shop/platform/testing';
import { findAlert } from '../../testing/find-alert';
import { pageRoutes } from '../../testing/page-routes';
import { renderRoutes } from '../../testing/shell-providers';
import SocialCallbackPage from './social-callback-page';
import SocialLoginPage from './social-login-page';

const session = sessionData('tok-social', { id: 7, email: 'new@example.com', first_name: 'Mai', last_name: 'Tran' });

const routes = pageRoutes({
  '/pc/customer/social-login/:type/callback': <SocialCallbackPage />,
  '/pc/customer/social-login/:type/*': <SocialLoginPage />,
});

function backendWith(callback: Handler) {
  return installFakeBackend({ ...storeBasics, [route(socialCallback)]: callback });
}

describe('social login callback', () => {
  afterEach(() => signOut());

  it('hands code and state to the backend, signs in and goes to the remembered page', async () => {
    const backend = backendWith(() => ok(socialCallback, { ...session, redirect: '/pc/my/orders' }));
    await renderRoutes(routes, '/pc/customer/social-login/google/callback?code=c-1&state=s-1');
    expect(await screen.findByText('now at /pc/my/orders')).toBeInTheDocument();
    expect(getToken()).toBe('tok-social');
    const asked = backend.asked(socialCallback)[0]!;
    expect(Object.fromEntries(asked.url.searchParams)).toEqual({ type: 'google', code: 'c-1', state: 's-1' });
  });

  it('goes home instead of to an off-site address', async () => {
    backendWith(() => ok(socialCallback, { ...session, redirect: 'https://evil.example/' }));
    await renderRoutes(routes, '/pc/customer/social-login/facebook/callback?code=c&state=s');
    expect(await screen.findByText('now at /')).toBeInTheDocument();
  });

  it('says the social login failed and leads back to sign in', async () => {
    backendWith(() => ({ status: 403, body: { code: 403, data: { key: 'social_login_failed' } } }));
    await renderRoutes(routes, '/pc/customer/social-login/tiktok/callback?code=old&state=s');
    expect(await findAlert('Social login failed, please try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/pc/customer/login');
    expect(getToken()).toBeNull();
  });
});

describe('social login start page', () => {
  it('tells a failure to start, with a way back to sign in', async () => {
    installFakeBackend({
      ...storeBasics,
      [route(socialLogin)]: () => ({ status: 500, body: { code: 500, data: { key: 'server_error' } } }),
    });
    await renderRoutes(routes, '/pc/customer/social-login/google/start');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(await findAlert('Submission failed, please try again')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeInTheDocument();
  });
});
