import { detectLocale } from '@shop/platform';
import { showStartFailure, startLocale } from './start-failure';

describe('the start failure screen', () => {
  const languages = jest.spyOn(window.navigator, 'languages', 'get');

  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    document.documentElement.lang = 'en';
    document.cookie = 'locale=; Max-Age=0';
    languages.mockReturnValue(['en-US', 'en']);
  });
  afterAll(() => languages.mockRestore());

  it('says what happened in English, with a real button that has the focus and loads the page again', () => {
    const reload = jest.fn();
    showStartFailure(document, reload);
    const root = document.getElementById('root')!;
    expect(root.querySelector('main h1')?.textContent).toBe('The store could not be loaded');
    expect(root.querySelector('main p')?.textContent).toBe('Please check your connection and try again.');
    const button = root.querySelector('main button') as HTMLButtonElement;
    expect(button.type).toBe('button');
    expect(button.textContent).toBe('Try again');
    expect(document.activeElement).toBe(button);
    // Focus lands on the button: what happened is its description.
    const described = button
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['The store could not be loaded', 'Please check your connection and try again.']);
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('The store could not be loaded');
    button.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("speaks Vietnamese when the locale cookie or the browser's language says so", () => {
    languages.mockReturnValue(['vi-VN', 'vi']);
    showStartFailure(document, jest.fn());
    expect(document.querySelector('h1')?.textContent).toBe('Không thể tải cửa hàng');
    expect(document.querySelector('button')?.textContent).toBe('Thử lại');
    expect(document.documentElement.lang).toBe('vi');

    languages.mockReturnValue(['en-US']);
    document.cookie = 'locale=vi';
    showStartFailure(document, jest.fn());
    expect(document.querySelectorAll('main')).toHaveLength(1);
    expect(document.querySelector('button')?.textContent).toBe('Thử lại');
  });

  it('takes the whole body when the page has no root element', () => {
    document.body.innerHTML = '<p>left over</p>';
    showStartFailure(document, jest.fn());
    expect(document.body.textContent).not.toContain('left over');
    expect(document.querySelector('body > main h1')).not.toBeNull();
  });

  it.each([
    [[], ['vi-VN', 'en']],
    [[], ['fr-FR', 'vi']],
    [[], ['fr-FR']],
    [[], []],
    [['locale=vi'], ['en-US']],
    [['locale=en'], ['vi-VN']],
    [['theme=dark', 'locale=vi'], ['en-US']],
    [['locale=vi-VN'], ['en-US']],
    [['locale=fr'], ['vi']],
    [['xlocale=vi'], ['en']],
  ])('chooses the language as the platform does (cookies %p, browser %p)', (cookies, browser) => {
    for (const cookie of document.cookie.split(';')) document.cookie = `${cookie.split('=')[0]?.trim()}=; Max-Age=0`;
    for (const cookie of cookies) document.cookie = cookie;
    languages.mockReturnValue(browser);
    expect(startLocale(document.cookie, navigator.languages)).toBe(detectLocale());
  });
});
