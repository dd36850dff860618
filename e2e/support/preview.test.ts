import { previewKeyFrom, previewStorageState } from './preview';
import { devBackendURL } from './dev-backend';

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

describe("a journey's way to the development endpoints", () => {
  const previous = process.env.E2E_BACKEND_URL;
  beforeAll(() => {
    process.env.E2E_BACKEND_URL = 'http://127.0.0.1:9';
  });
  afterAll(() => {
    process.env.E2E_BACKEND_URL = previous;
  });

  it('is open to a journey tagged @dev (or @local) and fails any other in one line naming the tag', () => {
    expect(devBackendURL({ tags: ['@dev'], title: 'pays' }, 'open')).toBe('http://127.0.0.1:9');
    expect(devBackendURL({ tags: ['@local'], title: 'starts' }, 'open')).toBe('http://127.0.0.1:9');
    expect(() => devBackendURL({ tags: ['@seed'], title: 'reads mail' }, 'open')).toThrow(
      '"reads mail" reaches the backend\'s development endpoints (/__dev) but is not tagged @dev: tag it, so a run against a store without them (no E2E_BACKEND_URL) leaves it out',
    );
  });
});
