import { previewEntryTexts } from './preview-entry-texts';

describe('the words of /__preview', () => {
  it("are in the request's language as a page would choose it: the cookie, then the browser's languages", () => {
    expect(previewEntryTexts({ cookie: '', acceptLanguage: '' })).toMatchObject({
      locale: 'en',
      label: 'Preview key',
      submit: 'Open the preview',
    });
    expect(previewEntryTexts({ cookie: '', acceptLanguage: 'vi-VN,vi;q=0.9' })).toMatchObject({
      locale: 'vi',
      label: 'Khoá xem trước',
    });
    expect(previewEntryTexts({ cookie: 'locale=en', acceptLanguage: 'vi' }).locale).toBe('en');
  });
});
