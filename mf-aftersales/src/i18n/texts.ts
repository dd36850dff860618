import { useTexts, type NamespaceLoaders } from '@shop/platform';
import type { AfterSalesTexts } from './en';

/** The after-sales remote's i18next namespace: every text of this remote lives here. */
export const AFTER_SALES_NAMESPACE = 'aftersales';

export const afterSalesTranslations: NamespaceLoaders = {
  en: () => import(/* webpackChunkName: "i18n-en" */ './en'),
  vi: () => import(/* webpackChunkName: "i18n-vi" */ './vi'),
};

/** `t` with keys checked against the English texts. */
export const useAfterSalesTexts = () => useTexts<AfterSalesTexts>(AFTER_SALES_NAMESPACE);
