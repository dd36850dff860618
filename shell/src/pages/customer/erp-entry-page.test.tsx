import { screen } from '@testing-library/react';
import { irregularEntry } from '@shop/api/calls';
import { getToken, signOut } from '@shop/platform';
import { installFakeBackend, ok, route, sessionData, storeBasics, type Handler } from '@shop/platform/testing';
import { findAlert } from '../../testing/find-alert';
import { pageRoutes } from '../../testing/page-routes';
import { renderRoutes } from '../../testing/shell-providers';
import ErpEntryPage from './erp-entry-page';

const session = sessionData('tok-erp');

const routes = pageRoutes({ '/pc/customer/erp-entry': <ErpEntryPage /> });

function backendWith(entry: Handler) {
  return installFakeBackend({ ...storeBasics, [route(irregularEntry)]: entry });
}

describe('ERP entry page', () => {
  afterEach(() => signOut());

  it('spends the code once, signs the customer in and lands on the publish page', async () => {
    const backend = backendWith(({ input }) => ok(irregularEntry, { ...session, redirect: String(input.redirect) }));
    await renderRoutes(routes, '/pc/customer/erp-entry?code=entry-code-123');
    expect(await screen.findByText('now at /pc/Publish')).toBeInTheDocument();
    expect(getToken()).toBe('tok-erp');
    expect(backend.asked(irregularEntry)).toHaveLength(1);
    expect(backend.asked(irregularEntry)[0]!.input).toEqual({ code: 'entry-code-123', redirect: '/pc/Publish' });
  });

  it('lands on the publish page rather than an off-site address', async () => {
    const backend = backendWith(() => ok(irregularEntry, { ...session, redirect: 'https://evil.example/' }));
    await renderRoutes(routes, '/pc/customer/erp-entry?code=c0de-abc&redirect=https://evil.example/');
    expect(await screen.findByText('now at /pc/Publish')).toBeInTheDocument();
    expect(backend.asked(irregularEntry)[0]!.input).toMatchObject({ redirect: '/pc/Publish' });
  });

  it('says a used or expired code is invalid, signs nobody in and offers the sign-in page', async () => {
    backendWith(() => ({ status: 403, body: { code: 403, data: { key: 'entry_code_invalid' } } }));
    await renderRoutes(routes, '/pc/customer/erp-entry?code=used-code');
    expect(await findAlert('This entry link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Entering from the ERP center' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in with your email instead' })).toHaveAttribute(
      'href',
      '/pc/customer/login',
    );
    expect(getToken()).toBeNull();
  });

  it('says the same of a link without a code, in Vietnamese too', async () => {
    backendWith(() => ({
      status: 422,
      body: { code: 422, data: { key: 'entry_code_invalid', errors: { code: ['entry_code_invalid'] } } },
    }));
    await renderRoutes(routes, '/pc/customer/erp-entry', 'vi');
    expect(await findAlert('Liên kết truy cập không hợp lệ hoặc đã hết hạn.')).toBeInTheDocument();
  });
});
