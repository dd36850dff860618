import { isValidElement } from 'react';
import { listAfterSales } from '@shop/api/calls';
import { REFUND_REASONS } from '@shop/api/contract';
import en from './i18n/en';
import vi from './i18n/vi';
import { namespace, opening, pages, translations } from './remote';

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

  it('declares what each of its pages opens with, and nothing else', () => {
    expect(Object.keys(opening).sort()).toEqual(Object.keys(pages).sort());
  });

  it('opens the list with the page its query names', () => {
    const at = { params: {}, query: new URLSearchParams('page=3'), locale: 'en' as const, signedIn: true };
    expect(opening.AfterSales.calls(at)).toEqual([{ call: listAfterSales, input: { page: 3, page_size: 10 } }]);
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
