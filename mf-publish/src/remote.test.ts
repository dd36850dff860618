import { isValidElement } from 'react';
import { listClaimableProducts } from '@shop/api/calls';
import { installFakeBackend, ok, pageOf, route } from '@shop/platform/testing';
import { claimable } from './testing/fixtures';
import en from './i18n/en';
import vi from './i18n/vi';
import { namespace, pages, preload, translations } from './remote';

describe('what the publish remote exposes to the shell', () => {
  it('names the pages the shell’s route table asks of mf_publish', () => {
    expect(Object.keys(pages).sort()).toEqual(['CollectionBox', 'Publish']);
    expect(Object.values(pages).every((page) => !isValidElement(page) && typeof page === 'function')).toBe(true);
  });

  it('warms the publish page with its chunk and the first page of products', async () => {
    const backend = installFakeBackend({
      [route(listClaimableProducts)]: () => ok(listClaimableProducts, pageOf([claimable(1)])),
    });
    await preload.Publish();
    expect(backend.asked(listClaimableProducts)).toHaveLength(1);
    expect(backend.asked(listClaimableProducts)[0]!.input).toEqual({ page: '1', page_size: '10' });
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
