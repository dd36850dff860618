import { pageChunks } from '@shop/platform';
import type { ShellPage } from '@shop/platform/routes';
import { PageBoundary } from '../errors/page-boundary';

// Each page is its own chunk: the forms (react-hook-form, valibot resolver) stay out of the first load. Loaded as
// a remote's pages are (`pageChunks`): a chunk that fails is fetched once more, then thrown to the page's boundary,
// which reloads once (decision 031). Named, so a failing file says which page it is.
const { pages } = pageChunks<ShellPage>({
  login: () => import(/* webpackChunkName: "shell-page-login" */ './customer/login-page'),
  register: () => import(/* webpackChunkName: "shell-page-register" */ './customer/register-page'),
  forgotPassword: () => import(/* webpackChunkName: "shell-page-forgot-password" */ './customer/forgot-password-page'),
  resetPassword: () => import(/* webpackChunkName: "shell-page-reset-password" */ './customer/reset-password-page'),
  socialLogin: () => import(/* webpackChunkName: "shell-page-social-login" */ './customer/social-login-page'),
  socialCallback: () => import(/* webpackChunkName: "shell-page-social-callback" */ './customer/social-callback-page'),
  thirdLogin: () => import(/* webpackChunkName: "shell-page-third-login" */ './customer/third-login-page'),
  erpEntry: () => import(/* webpackChunkName: "shell-page-erp-entry" */ './customer/erp-entry-page'),
  password: () => import(/* webpackChunkName: "shell-page-password" */ './password/password-page'),
  layoutTemplate: () => import(/* webpackChunkName: "shell-page-layout-template" */ './templates/layout-template-page'),
  sideMenu: () => import(/* webpackChunkName: "shell-page-side-menu" */ './templates/side-menu-page'),
});

export function ShellPageView({ page }: { page: ShellPage }) {
  const Page = pages[page];
  return (
    <PageBoundary name={`shell page ${page}`} lines={4}>
      <Page />
    </PageBoundary>
  );
}
