import type { i18n as I18n } from 'i18next';
import { registerNamespace, useTexts, type NamespaceLoaders } from '@shop/platform';
import type { DevPageTexts } from './en';

/** The dev page's i18next namespace. */
export const DEV_PAGE_NAMESPACE = 'devPage';

const devPageTranslations: NamespaceLoaders = {
  en: () => import(/* webpackChunkName: "i18n-dev-page-en" */ './en'),
  vi: () => import(/* webpackChunkName: "i18n-dev-page-vi" */ './vi'),
};

/** The dev page's texts, added to the page's instance in its language. */
export const registerDevPageTexts = (i18n: I18n): Promise<void> =>
  registerNamespace(i18n, DEV_PAGE_NAMESPACE, devPageTranslations);

/** `t` with keys checked against the English texts. */
export const useDevPageTexts = () => useTexts<DevPageTexts>(DEV_PAGE_NAMESPACE);
