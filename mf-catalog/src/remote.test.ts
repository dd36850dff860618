import { isValidElement } from 'react';
import en from './i18n/en';
import vi from './i18n/vi';
import { namespace, pages, preload, translations } from './remote';

describe('what the catalogue exposes to the shell', () => {
  it('names the pages the shell’s route table asks of mf_catalog', () => {
    expect(Object.keys(pages).sort()).toEqual(['Activity', 'Home', 'Magnifier', 'MobileHome', 'ProductDetail', 'Sort']);
    expect(Object.values(pages).every((page) => !isValidElement(page) && typeof page === 'function')).toBe(true);
  });

  it('warms only pages it has', () => {
    expect(Object.keys(preload).every((name) => name in pages)).toBe(true);
  });

  it('loads its texts in both languages, under its own namespace', async () => {
    expect(namespace).toBe('catalog');
    expect((await translations.en()).default).toEqual(en);
    expect((await translations.vi()).default).toEqual(vi);
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
    expect(Object.values(vi).every((text) => text.trim() !== '')).toBe(true);
  });
});
