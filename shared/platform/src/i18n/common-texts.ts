import { useTexts, type NamespaceLoaders } from './i18n';
import type { CommonTexts } from './common/en';

/** The `common` namespace: texts every app shares, registered by the shell (and the remote kit) at start. */
export const COMMON_NAMESPACE = 'common';

export const commonTranslations: NamespaceLoaders = {
  en: () => import(/* webpackChunkName: "i18n-common-en" */ './common/en'),
  vi: () => import(/* webpackChunkName: "i18n-common-vi" */ './common/vi'),
};

/** `t` over the common texts, keys checked against the English file. */
export const useCommonTexts = () => useTexts<CommonTexts>(COMMON_NAMESPACE);

export type { CommonTexts };
