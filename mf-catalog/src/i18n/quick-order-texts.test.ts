import { quickOrderEn } from './quick-order-en';
import { quickOrderVi } from './quick-order-vi';

describe("the quick order's texts", () => {
  it('say everything in Vietnamese too, with the same placeholders', () => {
    expect(Object.keys(quickOrderVi).sort()).toEqual(Object.keys(quickOrderEn).sort());
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const [key, english] of Object.entries(quickOrderEn)) {
      const vietnamese = quickOrderVi[key as keyof typeof quickOrderEn];
      expect(vietnamese.trim()).not.toBe('');
      expect([key, placeholders(vietnamese)]).toEqual([key, placeholders(english)]);
    }
  });
});
