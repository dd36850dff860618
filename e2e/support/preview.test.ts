import { previewKeyFrom, previewStorageState } from './preview';

const SECRET = 'Q2xvdWRfc2VjcmV0X29mXzMyX2J5dGVzX2Jhc2U2NHVybA';

describe('E2E_PREVIEW', () => {
  it('puts a preview key in shop_preview and a staff key in shop_staff, on the store host, HttpOnly', () => {
    const store = { E2E_BASE_URL: 'https://shop.example.com' };
    expect(previewStorageState({ ...store, E2E_PREVIEW: `mf_catalog.${SECRET}` })?.cookies).toEqual([
      expect.objectContaining({
        name: 'shop_preview',
        value: `mf_catalog.${SECRET}`,
        domain: 'shop.example.com',
        httpOnly: true,
        secure: true,
      }),
    ]);
    expect(previewStorageState({ ...store, E2E_PREVIEW: `staff.${SECRET}` })?.cookies).toEqual([
      expect.objectContaining({ name: 'shop_staff', domain: 'shop.example.com' }),
    ]);
    expect(previewKeyFrom({ E2E_PREVIEW: `mf_catalog.${SECRET}` })?.remote).toBe('mf_catalog');
    expect(previewKeyFrom({ E2E_PREVIEW: `staff.${SECRET}` })?.remote).toBeNull();
  });

  it('is nothing unset, and stops the run on a key of another form or without a store', () => {
    expect(previewStorageState({ E2E_BASE_URL: 'http://127.0.0.1:3000' })).toBeUndefined();
    expect(() => previewKeyFrom({ E2E_PREVIEW: 'mf_catalog' })).toThrow('E2E_PREVIEW is not a key');
    expect(() => previewKeyFrom({ E2E_PREVIEW: `mf_catalog.${SECRET}.x` })).toThrow('E2E_PREVIEW is not a key');
    expect(() => previewStorageState({ E2E_PREVIEW: `mf_catalog.${SECRET}` })).toThrow(
      'E2E_PREVIEW needs E2E_BASE_URL',
    );
  });
});
