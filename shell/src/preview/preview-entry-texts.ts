import type { Locale } from '@shop/api/calls';
import { previewEntryEn } from '../i18n/en/preview-entry';
import { previewEntryVi } from '../i18n/vi/preview-entry';
import { localeOf, type PageRequest } from '../routing/page-request';

const TEXTS: Record<Locale, Record<keyof typeof previewEntryEn, string>> = { en: previewEntryEn, vi: previewEntryVi };

/**
 * The words of `/__preview`, the page where a preview or staff key is pasted, in the request's language as a page
 * would choose it: the shell's server writes that page itself (@shop/serve `page/preview-entry.ts`).
 */
export function previewEntryTexts(request: Pick<PageRequest, 'cookie' | 'acceptLanguage'>) {
  const locale = localeOf(request);
  const texts = TEXTS[locale];
  return {
    locale,
    title: texts['preview.entry.title'],
    intro: texts['preview.entry.intro'],
    label: texts['preview.entry.label'],
    submit: texts['preview.entry.submit'],
  };
}
