import { LOGIN_PATH, loginPath } from './login-path';

describe('login path for remotes', () => {
  it('carries the page to come back to', () => {
    expect(loginPath('/pc/product/7?tab=1')).toBe(`${LOGIN_PATH}?redirect=%2Fpc%2Fproduct%2F7%3Ftab%3D1`);
  });

  it('never carries an off-site, home or login address', () => {
    expect(loginPath('//evil.example/x')).toBe(LOGIN_PATH);
    expect(loginPath('https://evil.example')).toBe(LOGIN_PATH);
    expect(loginPath('/')).toBe(LOGIN_PATH);
    expect(loginPath(`${LOGIN_PATH}?redirect=%2Fpc`)).toBe(LOGIN_PATH);
  });
});
