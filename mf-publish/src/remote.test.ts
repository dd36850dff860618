import { isValidElement } from 'react';
import { listClaimableProducts } from '@shop/api/calls';
import en from './i18n/en';
import vi from './i18n/vi';
import { namespace, opening, pages, translations } from './remote';

describe('what the publish remote exposes to the shell', () => {
  it('names the pages the shell’s route table asks of mf_publish', () => {
    expect(Object.keys(pages).sort()).toEqual(['CollectionBox', 'Publish']);
    expect(Object.values(pages).every((page) => !isValidElement(page) && typeof page === 'function')).toBe(true);
  });

  it('declares what each of its pages opens with, and nothing else', () => {
    expect(Object.keys(opening).sort()).toEqual(Object.keys(pages).sort());
  });

  it('opens the publish page with the first page of products', () => {
    expect(
      opening.Publish.calls({ params: {}, query: new URLSearchParams(), locale: 'en' as const, signedIn: true }),
    ).toEqual([{ call: listClaimableProducts, input: { page: 1, page_size: 10 } }]);
  });

  it('loads its texts in both languages, under its own namespace', async () => {
    expect(namespace).toBe('publish');
    expect((await translations.en()).default).toEqual(en);
    expect((await translations.vi()).default).toEqual(vi);
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
    expect(Object.values(vi).every((text) => text.trim() !== '')).toBe(true);
  });

  it('words the spec’s texts exactly', () => {
    expect(en['search.placeholder']).toBe('Search Products Name or SKU');
    expect(en['review.publish']).toBe('Go to publish');
    expect(en['success.continue']).toBe('Continue selecting');
    expect(en['publish.toBox']).toBe('Go to the collection box');
  });
});
