import { isValidElement } from 'react';
import { getCart } from '@shop/api/calls';
import { cartItem, cartOf, installFakeBackend, ok, route } from '@shop/platform/testing';
import en from './i18n/en';
import vi from './i18n/vi';
import { namespace, pages, preload, translations } from './remote';

describe('what the checkout exposes to the shell', () => {
  it('names the pages the shell’s route table asks of mf_checkout', () => {
    expect(Object.keys(pages).sort()).toEqual([
      'Cart',
      'ChooseDelivery',
      'DeliveryPickUp',
      'DeliveryPost',
      'OrderConfirm',
      'Payment',
      'PaymentResult',
      'Step',
    ]);
    expect(Object.values(pages).every((page) => !isValidElement(page) && typeof page === 'function')).toBe(true);
  });

  it('warms only pages it has', () => {
    expect(Object.keys(preload).every((name) => name in pages)).toBe(true);
  });

  it('warms the cart page with its chunk and the cart it opens with', async () => {
    const backend = installFakeBackend({ [route(getCart)]: () => ok(getCart, cartOf([cartItem()])) });
    await preload.Cart();
    expect(backend.asked(getCart)).toHaveLength(1);
  });

  it('loads its texts in both languages, under its own namespace', async () => {
    expect(namespace).toBe('checkout');
    expect((await translations.en()).default).toEqual(en);
    expect((await translations.vi()).default).toEqual(vi);
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
    expect(Object.values(vi).every((text) => text.trim() !== '')).toBe(true);
  });

  it('words the spec’s texts exactly', () => {
    expect(en['result.pending']).toBe('confirming your payment, please wait');
    expect(en['result.paid']).toBe('Thank you for your order!');
    expect([en['steps.purchasing'], en['steps.delivery'], en['steps.confirm'], en['steps.payment']]).toEqual([
      'Commodity purchasing',
      'Set up delivery',
      'Confirm order',
      'Payment',
    ]);
  });
});
