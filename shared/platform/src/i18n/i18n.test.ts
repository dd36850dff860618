import { createI18n, registerNamespace, type NamespaceLoaders } from './i18n';

const texts = (messages: Record<string, string>) => async () => ({ default: messages });
const gone = () => Promise.reject(Object.assign(new Error('Loading chunk 512 failed.'), { name: 'ChunkLoadError' }));

describe('registerNamespace', () => {
  it('fetches a texts file that failed once more', async () => {
    const i18n = await createI18n('en');
    const en = jest
      .fn()
      .mockImplementationOnce(gone)
      .mockImplementationOnce(texts({ 'cart.title': 'Your cart' }));
    await registerNamespace(i18n, 'checkout', { en, vi: texts({}) } as NamespaceLoaders);
    expect(i18n.t('cart.title', { ns: 'checkout' })).toBe('Your cart');
    expect(en).toHaveBeenCalledTimes(2);
  });

  it('shows the bundled English when the texts cannot be loaded, never the keys, and says what failed', async () => {
    const i18n = await createI18n('vi');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const vi = jest.fn(gone);
    const onFallback = jest.fn();
    await registerNamespace(i18n, 'shell', { en: texts({}), vi }, { 'nav.home': 'Home' }, onFallback);
    expect(i18n.t('nav.home', { ns: 'shell' })).toBe('Home');
    expect(vi).toHaveBeenCalledTimes(2);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(onFallback).toHaveBeenCalledTimes(1);
    expect(onFallback).toHaveBeenCalledWith(expect.objectContaining({ name: 'ChunkLoadError' }));
    logged.mockRestore();
  });

  it('tells nobody of a failure when the second fetch brings the texts', async () => {
    const i18n = await createI18n('vi');
    const vi = jest
      .fn()
      .mockImplementationOnce(gone)
      .mockImplementationOnce(texts({ 'nav.home': 'Trang chủ' }));
    const onFallback = jest.fn();
    await registerNamespace(i18n, 'shell', { en: texts({}), vi }, { 'nav.home': 'Home' }, onFallback);
    expect(i18n.t('nav.home', { ns: 'shell' })).toBe('Trang chủ');
    expect(onFallback).not.toHaveBeenCalled();
  });

  it('throws for the caller to handle when there is nothing bundled to fall back on', async () => {
    const i18n = await createI18n('en');
    await expect(registerNamespace(i18n, 'checkout', { en: gone, vi: gone })).rejects.toThrow(
      'Loading chunk 512 failed.',
    );
    expect(i18n.hasResourceBundle('en', 'checkout')).toBe(false);
  });
});
