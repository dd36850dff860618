import { loginPath, passwordPath, returnPathFrom } from './guards';

describe('login return path', () => {
  it('remembers the page the visitor wanted', () => {
    expect(loginPath('/pc/cart')).toBe('/pc/customer/login?redirect=%2Fpc%2Fcart');
    expect(returnPathFrom('?redirect=%2Fpc%2Fcart')).toBe('/pc/cart');
  });

  it('keeps query strings of the remembered page', () => {
    const path = loginPath('/pc/my/orders?status=unpaid&page=2');
    expect(returnPathFrom(new URL(path, 'http://x').search)).toBe('/pc/my/orders?status=unpaid&page=2');
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'never returns off-site (%s)',
    (target) => {
      expect(returnPathFrom(`?redirect=${encodeURIComponent(target)}`)).toBe('/');
      expect(loginPath(target)).toBe('/pc/customer/login');
    },
  );

  it('does not loop back into the customer pages', () => {
    expect(returnPathFrom('?redirect=%2Fpc%2Fcustomer%2Flogin')).toBe('/');
    expect(loginPath('/pc/customer/login?redirect=/x')).toBe('/pc/customer/login');
  });

  it('sends the gate back to where the visitor was', () => {
    expect(passwordPath('/pc/product/3')).toBe('/pc/password?redirect=%2Fpc%2Fproduct%2F3');
  });
});
