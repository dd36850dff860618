import { isValidElement } from 'react';
import { getCart, getPaymentMethods, type ApiCall } from '@shop/api/calls';
import type { AnswerOf } from '@shop/platform';
import en from './i18n/en';
import vi from './i18n/vi';
import { namespace, opening, pages, translations } from './remote';

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

  it('declares what each of its pages opens with, and nothing else', () => {
    expect(Object.keys(opening).sort()).toEqual(Object.keys(pages).sort());
  });

  it("opens the cart with the cart, and a pending order's payment with its waiting payment once the order is read", () => {
    expect(opening.Cart.calls()).toEqual([{ call: getCart, input: {} }]);
    const at = { params: { order_id: '7' }, query: new URLSearchParams(), locale: 'en' as const, signedIn: true };
    // The methods' answer as the first step read it (only its order is read here), for this order alone.
    const answered = (status: 'pending' | 'unpaid') =>
      opening.Payment.then(at, ((call: ApiCall, input: object) =>
        call === getPaymentMethods && JSON.stringify(input) === '{"order_id":7}'
          ? { order: { id: 7, status } }
          : undefined) as AnswerOf);
    expect(answered('pending').map(({ call }) => call.path)).toEqual(['/shop-api/payment/status']);
    expect(answered('unpaid')).toEqual([]);
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
