import { loginPath } from '@shop/platform';
import { returnPathAfterSignIn } from './return-path';

const at = (address: string) => {
  const url = new URL(address, 'http://localhost');
  return returnPathAfterSignIn(url.pathname, url.search);
};

describe('returnPathAfterSignIn', () => {
  it('goes back to the page that sent the visitor to sign in', () => {
    expect(at(loginPath('/pc/my/orders?page=2'))).toBe('/pc/my/orders?page=2');
  });

  it('never leaves the origin nor loops back to the login address', () => {
    expect(at('/pc/customer/login?redirect=https%3A%2F%2Fevil.example%2F')).toBe('/');
    expect(at('/pc/customer/login?redirect=%2F%2Fevil.example')).toBe('/');
    expect(at('/pc/customer/login?redirect=%2Fpc%2Fcustomer%2Flogin')).toBe('/');
  });

  it('stays on the dev page when signing in there', () => {
    expect(at('/')).toBeNull();
    expect(at('/pc/customer/register')).toBeNull();
  });
});
