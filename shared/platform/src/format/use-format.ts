import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeader } from '../data/use-header';

const localeTags: Record<string, string> = { en: 'en-US', vi: 'vi-VN' };

export interface Formatters {
  /** Minor units (cents) in the shop's currency. */
  money(minorUnits: number): string;
  date(iso: string): string;
  dateTime(iso: string): string;
  number(value: number): string;
}

export function createFormatters(locale: string, currency: string): Formatters {
  const tag = localeTags[locale] ?? locale;
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
  const { i18n } = useTranslation();
  const currency = useHeader().data?.currency ?? 'USD';
  return useMemo(() => createFormatters(i18n.language, currency), [i18n.language, currency]);
}
