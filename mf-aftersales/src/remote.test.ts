import { isValidElement } from 'react';
import { listAfterSales } from '@shop/api/calls';
import { REFUND_REASONS } from '@shop/api/contract';
import { installFakeBackend, ok, route } from '@shop/platform/testing';
import { listOf } from './testing/fixtures';
import en from './i18n/en';
import vi from './i18n/vi';
import { namespace, pages, preload, translations } from './remote';

describe('what the after-sales remote exposes to the shell', () => {
  it('names the pages the shell’s route table asks of mf_aftersales', () => {
    expect(Object.keys(pages).sort()).toEqual([
      'AfterSales',
      'AfterSalesCompletion',
      'AfterSalesDetail',
      'AfterSalesType',
      'BuyerAppliesForAfterSalesService',
      'Preview',
      'ProductItem',
      'SellerHandling',
    ]);
    expect(Object.values(pages).every((page) => !isValidElement(page) && typeof page === 'function')).toBe(true);
  });

  it('warms the list with its chunk and its first page', async () => {
    const backend = installFakeBackend({ [route(listAfterSales)]: () => ok(listAfterSales, listOf([])) });
    await preload.AfterSales();
    expect(backend.asked(listAfterSales)).toHaveLength(1);
  });

  it('loads its texts in both languages, under its own namespace', async () => {
    expect(namespace).toBe('aftersales');
    expect((await translations.en()).default).toEqual(en);
    expect((await translations.vi()).default).toEqual(vi);
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
    expect(Object.values(vi).every((text) => text.trim() !== '')).toBe(true);
  });

  it('words the spec’s texts exactly', () => {
    expect(en['form.success']).toBe('Refund application submitted successfully');
    // In the order the form offers them: the contract's, which the backend answers with.
    expect(REFUND_REASONS.map((code) => en[`reason.${code}`])).toEqual([
      'Product does not match description',
      'Damaged',
      'Wrong size',
      'Dislike the colour',
      'Received the wrong item',
      'Other',
    ]);
  });
});
