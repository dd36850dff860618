import { renderVariant } from './render-variant';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const visitor = { pathname: '/', userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', cookie: '', acceptLanguage: '' };

describe('the variant a rendered page is kept under (decision 044)', () => {
  it('follows the device, the locale (cookie, then Accept-Language) and the gate cookie', () => {
    const variants = [
      visitor,
      { ...visitor, userAgent: PHONE },
      { ...visitor, acceptLanguage: 'vi-VN,vi;q=0.9' },
      { ...visitor, cookie: 'locale=vi' },
      { ...visitor, cookie: 'passwordVerifySuccess=1' },
    ].map(renderVariant);
    expect(variants[0]).toBe('pc en gate=');
    expect(variants[3]).toBe(variants[2]);
    expect(new Set(variants).size).toBe(4);
  });

  it('ignores what does not change the page, and gives none for a customer', () => {
    expect(renderVariant({ ...visitor, cookie: 'shop_bucket=12.abc; shop_session=x' })).toBe(renderVariant(visitor));
    expect(renderVariant({ ...visitor, cookie: 'locale=vi; authorization=token' })).toBeNull();
  });
});
