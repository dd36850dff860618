import { isNoindexPage, privatePathPrefixes, productPath } from './crawler-rules';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

describe('the private paths robots.txt disallows', () => {
  const prefixes = privatePathPrefixes();

  it('cover the account, cart, checkout, after-sales and publish pages, under /pc and at the root', () => {
    for (const path of [
      '/pc/cart',
      '/cart',
      '/pc/my/address',
      '/my/favorites',
      '/pc/my/orders/12',
      '/pc/my/orders/afterSale/type',
      '/pc/chooseDelivery/3',
      '/delivery/pickUp/3',
      '/pc/orderConfim/3',
      '/pc/payment/result/9',
      '/pc/Publish',
      '/publish/box',
      '/pc/AfterSalesCompletion',
      '/pc/Step',
    ]) {
      expect([path, prefixes.some((prefix) => path.startsWith(prefix))]).toEqual([path, true]);
    }
  });

  it('leave the shop open: home, products, sorting, activities, mobile home', () => {
    for (const path of ['/', '/pc', '/pc/product/1', '/product/7', '/pc/sort', '/pc/active/spring-sale', '/mobile']) {
      expect([path, prefixes.some((prefix) => path.startsWith(prefix))]).toEqual([path, false]);
    }
  });

  it('name each prefix once, none covered by another', () => {
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const a of prefixes) for (const b of prefixes) if (a !== b) expect(a.startsWith(b)).toBe(false);
  });
});

describe('noindex documents', () => {
  it.each([
    ['/pc/cart', DESKTOP],
    ['/cart', DESKTOP],
    ['/pc/my/orders', PHONE],
    ['/pc/payment/5', DESKTOP],
    ['/pc/my/orders/afterSale', DESKTOP],
    ['/publish/box', DESKTOP],
    ['/pc/customer/login', DESKTOP],
    ['/customer/register', DESKTOP],
    ['/pc/password', PHONE],
  ])('%s (%#) is kept out of indexes', (path, agent) => expect(isNoindexPage(path, agent)).toBe(true));

  it.each([
    ['/', DESKTOP],
    ['/', PHONE],
    ['/pc/product/5', PHONE],
    ['/pc/active/spring-sale', DESKTOP],
    ['/nowhere', DESKTOP],
  ])('%s (%#) may be indexed', (path, agent) => expect(isNoindexPage(path, agent)).toBe(false));
});

it('gives a product its canonical /pc address', () => expect(productPath(42)).toBe('/pc/product/42'));
