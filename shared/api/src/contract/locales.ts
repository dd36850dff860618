/**
 * The store's languages (spec 9: en, the default, and vi), written once: the contract's `locale` field, the
 * platform's locale choice and the Intl formatting all derive from this table. Plain values (no valibot), so pages
 * read them through `@shop/api/calls`.
 */
export const INTL_TAGS = { en: 'en-US', vi: 'vi-VN' } as const;

export type Locale = keyof typeof INTL_TAGS;
export const LOCALES = Object.keys(INTL_TAGS) as readonly Locale[];
export const DEFAULT_LOCALE: Locale = 'en';
