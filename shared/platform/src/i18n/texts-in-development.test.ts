import { createI18n } from './i18n';
import { rememberTexts, replaceTexts, TEXTS_REPLACED } from './texts-in-development';

describe("a texts file's hot update (decision 062)", () => {
  it('replaces the texts where they were registered and tells their readers, in place', async () => {
    const i18n = await createI18n('en');
    const before = { 'post.title': 'Delivery by post' };
    i18n.addResourceBundle('en', 'checkout', before, true, true);
    rememberTexts(i18n, 'checkout', 'en', before);
    const heard: string[] = [];
    i18n.on('languageChanged', (language) => heard.push(language));

    expect(replaceTexts(before, { 'post.title': 'Delivery by mail' })).toBe(true);
    expect(i18n.t('post.title', { ns: 'checkout' })).toBe('Delivery by mail');
    // react-i18next re-renders its readers on this event; the language stays.
    expect(heard).toEqual(['en']);
    expect(i18n.language).toBe('en');
  });

  it('follows the texts through several updates, each replacing the one before', async () => {
    const i18n = await createI18n('vi');
    const first = { 'nav.home': 'Trang chủ' };
    i18n.addResourceBundle('vi', 'shell', first, true, true);
    rememberTexts(i18n, 'shell', 'vi', first);
    const second = { 'nav.home': 'Trang chủ 2' };
    expect(replaceTexts(first, second)).toBe(true);
    expect(replaceTexts(second, { 'nav.home': 'Trang chủ 3' })).toBe(true);
    expect(i18n.t('nav.home', { ns: 'shell' })).toBe('Trang chủ 3');
  });

  it('declines texts it never registered, which then take the ordinary way', () => {
    expect(replaceTexts({ a: 'A' }, { a: 'B' })).toBe(false);
  });

  it("is reached through the page's global, where a texts file of any bundle finds it", async () => {
    const i18n = await createI18n('en');
    rememberTexts(i18n, 'catalog', 'en', {});
    expect((globalThis as { [TEXTS_REPLACED]?: unknown })[TEXTS_REPLACED]).toBe(replaceTexts);
  });
});
