import { renderHook } from '@testing-library/react';
import { INTL_TAGS, LOCALES } from '@shop/api/calls';
import { currentLocale } from '../i18n/current-locale';
import { SUPPORTED_LOCALES } from '../i18n/locales';
import { useLocale } from '../i18n/use-locale';
import { createStoreI18n } from './store-i18n';
import { StoreProviders } from './store-providers';

describe('the page’s locale, one channel', () => {
  it.each(LOCALES)(
    'is the same for i18next, currentLocale and useLocale once the texts are made (%s)',
    async (locale) => {
      const i18n = await createStoreI18n(locale);
      const { result } = renderHook(() => useLocale(), {
        wrapper: ({ children }) => <StoreProviders i18n={i18n}>{children}</StoreProviders>,
      });
      expect([i18n.language, currentLocale(), result.current]).toEqual([locale, locale, locale]);
    },
  );

  it('offers exactly the contract’s languages, each with its Intl tag', () => {
    expect(SUPPORTED_LOCALES).toEqual(['en', 'vi']);
    expect(SUPPORTED_LOCALES.map((locale) => INTL_TAGS[locale])).toEqual(['en-US', 'vi-VN']);
  });

  it('loads the common and validation texts with the app’s own', async () => {
    const i18n = await createStoreI18n('vi', {
      shop: { en: async () => ({ default: { hi: 'Hi' } }), vi: async () => ({ default: { hi: 'Chào' } }) },
    });
    expect(i18n.t('retry', { ns: 'common' })).toBe('Thử lại');
    expect(i18n.t('hi', { ns: 'shop' })).toBe('Chào');
    expect(i18n.hasResourceBundle('vi', 'validation')).toBe(true);
  });

  it('names each namespace that fell back to its bundled English, with its failure', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = Object.assign(new Error('Loading chunk shell-texts-vi failed.'), { name: 'ChunkLoadError' });
    const onFallback = jest.fn();
    const i18n = await createStoreI18n(
      'vi',
      { shop: { en: async () => ({ default: { hi: 'Hi' } }), vi: () => Promise.reject(failure) } },
      { shop: { hi: 'Hi' } },
      onFallback,
    );
    expect(i18n.t('hi', { ns: 'shop' })).toBe('Hi');
    expect(onFallback.mock.calls).toEqual([['shop', failure]]);
    logged.mockRestore();
  });
});
