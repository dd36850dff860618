import { render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { getWebsitePassword, irregularEntry, socialCallback, socialLogin } from '@shop/api/calls';
import { fail, installFakeBackend, ok, route, storeBasics } from '@shop/platform/testing';
import { ErrorScreen } from '../errors/error-screen';
import { pageRoutes } from '../testing/page-routes';
import { renderRoutes, ShellProviders, shellI18n } from '../testing/shell-providers';
import ErpEntryPage from './customer/erp-entry-page';
import ForgotPasswordPage from './customer/forgot-password-page';
import LoginPage from './customer/login-page';
import RegisterPage from './customer/register-page';
import ResetPasswordPage from './customer/reset-password-page';
import SocialCallbackPage from './customer/social-callback-page';
import SocialLoginPage from './customer/social-login-page';
import ThirdLoginPage from './customer/third-login-page';
import PasswordPage from './password/password-page';
import LayoutTemplatePage from './templates/layout-template-page';
import SideMenuPage from './templates/side-menu-page';

// Decision 051: each of the shell's own pages names itself in the document's title, after the shop's ('Lotus', the
// visitor's header), and asks search engines to keep none of them (one visitor's forms, component routes).

/** The address a page opens at, its own title, the page, and its route's pattern (the path itself unless given). */
const PAGES: [path: string, title: string, page: ReactElement, pattern?: string][] = [
  ['/pc/customer/login', 'Sign in', <LoginPage key="login" />],
  ['/pc/customer/register', 'Create an account', <RegisterPage key="register" />],
  ['/pc/customer/forgot-password', 'Forgot your password?', <ForgotPasswordPage key="forgot" />],
  [
    '/pc/customer/reset-password/t-1',
    'Choose a new password',
    <ResetPasswordPage key="reset" />,
    '/pc/customer/reset-password/:token',
  ],
  [
    '/pc/customer/social-login/google/go',
    'Sign in',
    <SocialLoginPage key="social" />,
    '/pc/customer/social-login/:type/*',
  ],
  [
    '/pc/customer/social-login/google/callback?code=c&state=s',
    'Sign in',
    <SocialCallbackPage key="callback" />,
    '/pc/customer/social-login/:type/callback',
  ],
  ['/pc/customer/components/ThirdLogin', 'Sign in with a social account', <ThirdLoginPage key="third" />],
  ['/pc/customer/erp-entry?code=used', 'Entering from the ERP center', <ErpEntryPage key="erp" />],
  ['/pc/password', 'This store is password protected', <PasswordPage key="gate" />],
  ['/pc/LayoutTemplate', 'Layout template', <LayoutTemplatePage key="layout" />],
  ['/pc/SideMenu', 'Side menu', <SideMenuPage key="menu" />],
];

/** What the document's head says once the page is drawn. */
function head() {
  return {
    titles: [...document.head.querySelectorAll('title')].map((title) => title.textContent),
    robots: [...document.head.querySelectorAll('meta[name="robots"]')].map((meta) => meta.getAttribute('content')),
  };
}

describe("the shell's own pages name themselves (decision 051)", () => {
  beforeEach(() =>
    installFakeBackend({
      ...storeBasics,
      // The gate shows itself to a shop that asks for its password; the pages that sign in at once stay where they
      // are, their link refused.
      [route(getWebsitePassword)]: () => ok(getWebsitePassword, { is_page: true, protected: true }),
      [route(socialLogin)]: () => fail(422, 'social_login_failed'),
      [route(socialCallback)]: () => fail(422, 'social_login_failed'),
      [route(irregularEntry)]: () => fail(422, 'entry_code_invalid'),
    }),
  );

  it.each(PAGES)('%s is "%s | Lotus"', async (path, title, page, pattern = path.split('?')[0]!) => {
    await renderRoutes(pageRoutes({ [pattern]: page }), path);
    await waitFor(() => expect(document.title).toBe(`${title} | Lotus`));
    expect(head()).toEqual({ titles: [`${title} | Lotus`], robots: ['noindex'] });
  });

  it('in the page’s language', async () => {
    await renderRoutes(pageRoutes({ '/pc/customer/login': <LoginPage /> }), '/pc/customer/login', 'vi');
    await waitFor(() => expect(document.title).toBe('Đăng nhập | Lotus'));
  });

  it('the error screen too, drawn outside any router (a start-up that threw)', async () => {
    const i18n = await shellI18n();
    render(
      <ShellProviders i18n={i18n}>
        <ErrorScreen />
      </ShellProviders>,
    );
    await waitFor(() => expect(document.title).toBe('Something went wrong | Lotus'));
    expect(head()).toEqual({ titles: ['Something went wrong | Lotus'], robots: ['noindex'] });
  });
});
