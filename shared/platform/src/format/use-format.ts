import { INTL_TAGS } from '@shop/api/calls';
import { useHeader } from '../data/use-header';
import type { Locale } from '../i18n/locales';
import { useLocale } from '../i18n/use-locale';

export interface Formatters {
  /** Minor units (cents) in the shop's currency. */
  money(minorUnits: number): string;
  date(iso: string): string;
  dateTime(iso: string): string;
  number(value: number): string;
}

const made = new Map<string, Formatters>();

/**
 * The formatters of a locale and currency, made once per page: an Intl formatter is costly to make (each product
 * card made four of its own) and cheap to reuse.
 */
export function createFormatters(locale: Locale, currency: string): Formatters {
  const id = `${locale} ${currency}`;
  let formatters = made.get(id);
  if (!formatters) {
    formatters = makeFormatters(locale, currency);
    made.set(id, formatters);
  }
  return formatters;
}

/** Each Intl formatter is made when first used: home formats money and numbers, never a date. */
function makeFormatters(locale: Locale, currency: string): Formatters {
  const tag = INTL_TAGS[locale];
  const once = <T>(make: () => T): (() => T) => {
    let value: T | undefined;
    return () => (value ??= make());
  };
  const money = once(() => new Intl.NumberFormat(tag, { style: 'currency', currency }));
  const date = once(() => new Intl.DateTimeFormat(tag, { dateStyle: 'medium' }));
  const dateTime = once(() => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }));
  const number = once(() => new Intl.NumberFormat(tag));
  return {
    money: (minorUnits) => money().format(minorUnits / 100),
    date: (iso) => date().format(new Date(iso)),
    dateTime: (iso) => dateTime().format(new Date(iso)),
    number: (value) => number().format(value),
  };
}

/** Money and dates formatted with Intl for the current locale and the shop's currency. */
export function useFormat(): Formatters {
  const locale = useLocale();
  const currency = useHeader().data?.currency ?? 'USD';
  return createFormatters(locale, currency);
}
