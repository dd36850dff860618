import { startEn } from '../i18n/en/start';
import { startVi } from '../i18n/vi/start';
import { reloadPage } from '../remotes/chunk-reload';

const TEXTS = { en: startEn, vi: startVi };
type StartLocale = keyof typeof TEXTS;

const isStartLocale = (value: string | undefined): value is StartLocale => value === 'en' || value === 'vi';

/**
 * The page's language, chosen as `pickLocale` (@shop/platform) chooses it: the `locale` cookie, then the browser's
 * languages by their primary subtag, then English. Written again because the platform is a shared module, which
 * the entry cannot import (shared modules are negotiated after it runs); a test keeps the two in step.
 */
export function startLocale(cookie: string, languages: readonly string[]): StartLocale {
  const chosen = /(?:^|;\s*)locale=([^;]*)/.exec(cookie)?.[1];
  if (isStartLocale(chosen)) return chosen;
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (isStartLocale(primary)) return primary;
  }
  return 'en';
}

/**
 * The last resort when the store cannot start (spec 8, decision 031): a title, a line and a button that loads the
 * page again, in plain DOM and in the page's language. Nothing here may need a chunk, React or the theme: they are
 * what failed.
 */
export function showStartFailure(doc: Document = document, reload: () => void = reloadPage): void {
  const nav = doc.defaultView?.navigator;
  const locale = startLocale(doc.cookie, nav?.languages ?? [nav?.language ?? '']);
  const texts = TEXTS[locale];
  doc.documentElement.lang = locale;
  doc.title = texts['start.title'];

  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text: string, css = '') => {
    const made = doc.createElement(tag);
    made.id = `start-${tag}`;
    made.textContent = text;
    made.style.cssText = css;
    return made;
  };
  const heading = element('h1', texts['start.title']);
  const message = element('p', texts['start.message']);
  const button = element('button', texts['start.retry'], 'font:inherit;min-height:44px;padding:8px 24px');
  button.type = 'button';
  // Focus lands on the button, so a screen reader says what happened with it.
  button.setAttribute('aria-describedby', `${heading.id} ${message.id}`);
  button.addEventListener('click', () => reload());
  // Spec 9's error page: 800px wide at most, 160px from the top.
  const screen = element(
    'main',
    '',
    'font-family:system-ui,sans-serif;max-width:800px;margin:160px auto 0;padding:0 16px;text-align:center',
  );
  screen.append(heading, message, button);
  (doc.getElementById('root') ?? doc.body).replaceChildren(screen);
  button.focus();
}
