import { pageStatus } from './route-status';

describe('document status of a page address', () => {
  it.each([
    '/',
    '/pc',
    '/pc/',
    '/pc/cart',
    '/cart',
    '/pc/product/12',
    '/pc/my/orders/afterSale',
    '/pc/customer/social-login/google/anything/else',
    '/mobile',
  ])('is 200 for the desktop route %s', (path) => expect(pageStatus(path, 'pc')).toBe(200));

  it.each([
    '/pc/product/abc',
    '/pc/product/0',
    '/pc/payment/x1',
    '/pc/customer/social-login/myspace/x',
    '/pc/nothing-here',
    '/mobile/cart',
  ])('is 404 for %s', (path) => expect(pageStatus(path, 'pc')).toBe(404));

  it('serves the mobile set at the root on phones and the pc set under /pc', () => {
    expect(pageStatus('/', 'mobile')).toBe(200);
    expect(pageStatus('/pc/cart', 'mobile')).toBe(200);
    expect(pageStatus('/cart', 'mobile')).toBe(404);
  });

  it('is 404 for an address that cannot be decoded', () => {
    expect(pageStatus('/pc/%E0%A4%A', 'pc')).toBe(404);
  });
});
