import { useMemo } from 'react';
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

export function createFormatters(locale: Locale, currency: string): Formatters {
  const tag = INTL_TAGS[locale];
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency });
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
  const number = new Intl.NumberFormat(tag);
  return {
    money: (minorUnits) => money.format(minorUnits / 100),
    date: (iso) => date.format(new Date(iso)),
    dateTime: (iso) => dateTime.format(new Date(iso)),
    number: (value) => number.format(value),
  };
}

/** Money and dates formatted with Intl for the current locale and the shop's currency. */
export function useFormat(): Formatters {
  const locale = useLocale();
  const currency = useHeader().data?.currency ?? 'USD';
  return useMemo(() => createFormatters(locale, currency), [locale, currency]);
}
