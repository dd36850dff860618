import { useTexts, type NamespaceLoaders } from '@shop/platform';
import type { CatalogTexts } from './en';

/** The catalogue's i18next namespace: every text of this remote lives here. */
export const CATALOG_NAMESPACE = 'catalog';

export const catalogTranslations: NamespaceLoaders = {
  en: () => import(/* webpackChunkName: "i18n-en" */ './en'),
  vi: () => import(/* webpackChunkName: "i18n-vi" */ './vi'),
};

/** `t` with keys checked against the English texts. */
export const useCatalogTexts = () => useTexts<CatalogTexts>(CATALOG_NAMESPACE);
