import { isValidElement } from 'react';
import { listOrders } from '@shop/api/calls';
import en from './i18n/en';
import vi from './i18n/vi';
import { namespace, opening, pages, translations } from './remote';

describe('what the account exposes to the shell', () => {
  it('names the pages the shell’s route table asks of mf_account', () => {
    expect(Object.keys(pages).sort()).toEqual(['Addresses', 'Favorites', 'OrderDetail', 'Orders']);
    expect(Object.values(pages).every((page) => !isValidElement(page) && typeof page === 'function')).toBe(true);
  });

  it('declares what each of its pages opens with, and nothing else', () => {
    expect(Object.keys(opening).sort()).toEqual(Object.keys(pages).sort());
  });

  it('opens the orders page with the page of orders its query names', () => {
    expect(
      opening.Orders.calls({ params: {}, query: new URLSearchParams(), locale: 'en' as const, signedIn: true }),
    ).toEqual([{ call: listOrders, input: { page: 1, page_size: 10 } }]);
  });

  it('loads its texts in both languages, under its own namespace', async () => {
    expect(namespace).toBe('account');
    expect((await translations.en()).default).toEqual(en);
    expect((await translations.vi()).default).toEqual(vi);
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
    expect(Object.values(vi).every((text) => text.trim() !== '')).toBe(true);
  });

  it('words the spec’s texts exactly', () => {
    expect([
      en['statusHint.pending'],
      en['statusHint.processing'],
      en['statusHint.shipped'],
      en['statusHint.canceled'],
    ]).toEqual([
      'not paid yet, pay first',
      'awaiting supplier delivery',
      'awaiting customer receipt',
      'create a new order',
    ]);
    expect(en['action.addedToCart']).toBe('Add to cart successfully');
  });
});
