import { cookieOf, cookiesOf } from './cookie-header';

describe('cookieOf', () => {
  it('reads a cookie among others, decoded', () => {
    expect(cookieOf('a=1; locale=vi; b=x%20y', 'locale')).toBe('vi');
    expect(cookieOf('a=1; b=x%20y', 'b')).toBe('x y');
  });

  it('keeps an equals sign inside the value and drops surrounding quotes', () => {
    expect(cookieOf('authorization=abc==; x="quoted"', 'authorization')).toBe('abc==');
    expect(cookieOf('x="quoted"', 'x')).toBe('quoted');
  });

  it('says null for a missing cookie, an empty or absent header', () => {
    expect(cookieOf('a=1', 'locale')).toBeNull();
    expect(cookieOf('', 'locale')).toBeNull();
    expect(cookieOf(undefined, 'locale')).toBeNull();
  });

  it.each(['%E0%A4%A', '%zz', '%', '%C3'])('ignores a malformed value (%s) instead of throwing', (bad) => {
    expect(() => cookieOf(`locale=${bad}`, 'locale')).not.toThrow();
    expect(cookieOf(`locale=${bad}; authorization=t`, 'locale')).toBeNull();
    expect(cookieOf(`locale=${bad}; authorization=t`, 'authorization')).toBe('t');
  });

  it('reads a broken header without throwing: parts without a name or an equals sign are skipped', () => {
    const cookies = cookiesOf(';;=x; novalue; ; locale=en;  ; =; a==b');
    expect([...cookies]).toEqual([
      ['locale', 'en'],
      ['a', '=b'],
    ]);
  });

  it('takes the first of two cookies with one name', () => {
    expect(cookieOf('locale=vi; locale=en', 'locale')).toBe('vi');
  });
});
