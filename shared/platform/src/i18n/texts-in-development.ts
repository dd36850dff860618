import type { i18n as I18n } from 'i18next';
import type { Messages } from './i18n';

/**
 * Where a texts file's hot update is handed over (decision 062): the page-wide function a development build's
 * texts file calls with its old and new texts (shared/build's hot-texts loader). A symbol on the page's global,
 * because the texts file belongs to any remote's bundle and this package is the page's one copy.
 */
export const TEXTS_REPLACED = Symbol.for('@shop/platform: texts replaced');

type TextsReplaced = (previous: Messages, next: Messages) => boolean;

/** Which instance, namespace and language each registered texts object went into. */
const registered = new WeakMap<Messages, { instance: I18n; namespace: string; locale: string }>();

/**
 * Puts a texts file's new texts where its old ones were registered and re-renders what reads them, in place: the
 * form a shopper half filled keeps its values. False when the old texts were never registered (a fallback, a
 * namespace of another page): the update then takes the ordinary way (a reload where the page uses them).
 */
export function replaceTexts(previous: Messages, next: Messages): boolean {
  const origin = registered.get(previous);
  if (!origin) return false;
  origin.instance.addResourceBundle(origin.locale, origin.namespace, next, true, true);
  registered.set(next, origin);
  // react-i18next re-renders every reader on this event; the language itself does not change.
  origin.instance.emit('languageChanged', origin.instance.language);
  return true;
}

/**
 * Remembers where `messages` went, so that an edit to their file replaces them in place. Development only: a
 * production page never receives a hot update, and keeps no map of its texts.
 */
export function rememberTexts(instance: I18n, namespace: string, locale: string, messages: Messages): void {
  registered.set(messages, { instance, namespace, locale });
  (globalThis as { [TEXTS_REPLACED]?: TextsReplaced })[TEXTS_REPLACED] ??= replaceTexts;
}
