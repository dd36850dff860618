import type { i18n as I18n } from 'i18next';
import { registerNamespace, useTexts, type NamespaceLoaders } from '@shop/platform';
import { previewEn } from '../i18n/en/preview';

/**
 * The banner's words are a namespace of their own, loaded with the banner's code: only a preview's or the staff
 * view's page needs them, and a shopper's first load carries none of them (the byte budgets).
 */
const PREVIEW_NAMESPACE = 'shell-preview';

const previewTranslations: NamespaceLoaders = {
  en: () => Promise.resolve({ default: previewEn }),
  vi: () =>
    import(/* webpackChunkName: "shell-preview-texts-vi" */ '../i18n/vi/preview').then(({ previewVi }) => ({
      default: previewVi,
    })),
};

/** Adds the banner's words in the page's language; the English ones stand in if the Vietnamese cannot be fetched. */
export const registerPreviewTexts = (i18n: I18n) =>
  registerNamespace(i18n, PREVIEW_NAMESPACE, previewTranslations, previewEn);

export const usePreviewTexts = () => useTexts<typeof previewEn>(PREVIEW_NAMESPACE);
