import { useTexts, type NamespaceLoaders } from '@shop/platform';
import type { PublishTexts } from './en';

/** The publish remote's i18next namespace: every text of this remote lives here. */
export const PUBLISH_NAMESPACE = 'publish';

export const publishTranslations: NamespaceLoaders = {
  en: () => import(/* webpackChunkName: "i18n-en" */ './en'),
  vi: () => import(/* webpackChunkName: "i18n-vi" */ './vi'),
};

/** `t` with keys checked against the English texts. */
export const usePublishTexts = () => useTexts<PublishTexts>(PUBLISH_NAMESPACE);
