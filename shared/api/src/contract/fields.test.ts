import * as v from 'valibot';
import { areaCode, email, id, idList, isSafeReturnPath, locale, moneyInput, phone, postCode, quantity } from './fields';
import { LOCALES } from './locales';
import { M } from './messages';

describe('isSafeReturnPath', () => {
  it.each(['/', '/pc/cart', '/pc/my/orders/12?tab=all#top', '/pc/product/5'])(
    'accepts the same-origin path %s',
    (path) => {
      expect(isSafeReturnPath(path)).toBe(true);
    },
  );

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'pc/cart',
    '/pc/\tcart',
    '/pc/cart\n',
    '',
  ])('refuses %j, which could leave the site', (path) => {
    expect(isSafeReturnPath(path)).toBe(false);
  });
});

describe('numeric fields', () => {
  it('reads ids from query text and from JSON numbers alike', () => {
    expect(v.parse(id, '12')).toBe(12);
    expect(v.parse(id, 12)).toBe(12);
    expect(v.safeParse(id, '0').success).toBe(false);
    expect(v.safeParse(id, '1.5').success).toBe(false);
    expect(v.safeParse(id, 'abc').success).toBe(false);
  });

  it('reads id lists from arrays and comma-separated text, and asks for a selection when empty', () => {
    expect(v.parse(idList(), [1, 2])).toEqual([1, 2]);
    expect(v.parse(idList(), '3,4')).toEqual([3, 4]);
    const empty = v.safeParse(idList(), []);
    expect(empty.success).toBe(false);
    expect(empty.issues?.[0]?.message).toBe(M.select_item);
  });

  it('bounds quantities to whole numbers of at least 1', () => {
    expect(v.parse(quantity, '3')).toBe(3);
    expect(v.safeParse(quantity, 0).issues?.[0]?.message).toBe(M.quantity_invalid);
  });

  it('takes typed money amounts as whole minor units', () => {
    expect(v.parse(moneyInput(M.refund_amount_invalid), '1250')).toBe(1250);
    expect(v.safeParse(moneyInput(M.refund_amount_invalid), '-1').issues?.[0]?.message).toBe(M.refund_amount_invalid);
  });
});

describe('blank fields', () => {
  it.each([
    ['email', email, M.email_required],
    ['phone', phone, M.phone_required],
    ['post code', postCode, M.post_code_required],
    ['area code', areaCode, M.area_code_required],
  ] as const)('report only that the %s is required', (_name, schema, message) => {
    const result = v.safeParse(schema, '  ');
    expect(result.issues?.map((issue) => issue.message)).toEqual([message]);
  });

  it('still report a malformed value', () => {
    expect(v.safeParse(email, 'nope').issues?.map((i) => i.message)).toEqual([M.email_invalid]);
    expect(v.safeParse(phone, 'abc').issues?.map((i) => i.message)).toEqual([M.phone_invalid]);
  });
});

describe('the locale field', () => {
  it('takes exactly the store’s languages and defaults to English', () => {
    expect(LOCALES.map((value) => v.parse(locale, value))).toEqual(['en', 'vi']);
    expect(v.parse(locale, undefined)).toBe('en');
    expect(v.safeParse(locale, 'fr').success).toBe(false);
  });
});
