import { postFee, shippingFee, shippingZone } from './shipping-fee';

describe('shipping fee', () => {
  it('charges the first kg for anything up to 1 kg, by zone', () => {
    expect(postFee('domestic', 0)).toBe(500);
    expect(postFee('domestic', 1000)).toBe(500);
    expect(postFee('international', 1)).toBe(1800);
  });

  it('adds each started kg after the first', () => {
    expect(postFee('domestic', 1001)).toBe(650);
    expect(postFee('domestic', 3500)).toBe(500 + 3 * 150);
    expect(postFee('international', 2000)).toBe(2700);
  });

  it('is free for a pickup whatever the weight', () => {
    expect(shippingFee('pickup', 'domestic', 50_000)).toBe(0);
    expect(shippingFee('post', 'domestic', 50_000)).toBe(500 + 49 * 150);
  });

  it('is domestic when the goods stay in the warehouse country (or are picked up there)', () => {
    expect(shippingZone('VN', 'VN')).toBe('domestic');
    expect(shippingZone('US', 'VN')).toBe('international');
    expect(shippingZone(null, 'CN')).toBe('domestic');
  });
});
