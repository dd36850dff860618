import { readCookie } from '../session/cookies';
import { detectLocale, switchLocale } from './locale-cookie';
import { pickLocale } from './locales';

describe('locale choice', () => {
  it('takes the cookie first', () => {
    expect(pickLocale('vi', ['en-US'])).toBe('vi');
  });

  it('then the browser languages in order, by primary subtag', () => {
    expect(pickLocale(null, ['fr-FR', 'vi-VN', 'en'])).toBe('vi');
    expect(pickLocale(null, ['en-GB', 'vi'])).toBe('en');
  });

  it('falls back to English for unknown cookies and languages', () => {
    expect(pickLocale('de', ['fr', 'ja'])).toBe('en');
    expect(pickLocale(null, [])).toBe('en');
  });

  it('stores a switch in a 365-day cookie and reloads', () => {
    const reload = jest.fn();
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    switchLocale('vi', reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(writes[0]).toMatch(/^locale=vi; Path=\/; SameSite=Lax; Max-Age=31536000/);
    expect(readCookie('locale')).toBe('vi');
    expect(detectLocale()).toBe('vi');
  });
});
