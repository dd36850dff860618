import { isValidElement } from 'react';
import en from './i18n/en';
import vi from './i18n/vi';
import { namespace, opening, pages, translations } from './remote';

describe('what the catalogue exposes to the shell', () => {
  it('names the pages the shell’s route table asks of mf_catalog', () => {
    expect(Object.keys(pages).sort()).toEqual([
      'Activity',
      'Home',
      'Magnifier',
      'MobileHome',
      'MobileQuickOrder',
      'ProductDetail',
      'QuickOrder',
      'Sort',
    ]);
    expect(Object.values(pages).every((page) => !isValidElement(page) && typeof page === 'function')).toBe(true);
  });

  it('declares what each of its pages opens with, and nothing else', () => {
    expect(Object.keys(opening).sort()).toEqual(Object.keys(pages).sort());
  });

  it("opens home with the list its address's query names, without a visitor's price range", () => {
    const at = { params: {}, query: new URLSearchParams('page=2&price_min=5'), locale: 'vi' as const, signedIn: false };
    const calls = opening.Home.calls(at);
    expect(calls.map(({ call }) => call.path)).toEqual([
      '/shop-hapi/index-block',
      '/shop-api/product/categories',
      '/shop-api/product/ship-from-countries',
      '/shop-api/product/list',
    ]);
    expect(calls[3]!.input).toEqual({ sort: 'newest_desc', page: 2, page_size: 20 });
    expect(opening.Home.calls({ ...at, signedIn: true })[3]!.input).toMatchObject({ price_min: 5 });
  });

  it('loads its texts in both languages, under its own namespace', async () => {
    expect(namespace).toBe('catalog');
    expect((await translations.en()).default).toEqual(en);
    expect((await translations.vi()).default).toEqual(vi);
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
    expect(Object.values(vi).every((text) => text.trim() !== '')).toBe(true);
  });
});
