import { useTexts, type NamespaceLoaders } from '@shop/platform';
import type { AccountTexts } from './en';

/** The account's i18next namespace: every text of this remote lives here. */
export const ACCOUNT_NAMESPACE = 'account';

export const accountTranslations: NamespaceLoaders = {
  en: () => import(/* webpackChunkName: "i18n-en" */ './en'),
  vi: () => import(/* webpackChunkName: "i18n-vi" */ './vi'),
};

/** `t` with keys checked against the English texts. */
export const useAccountTexts = () => useTexts<AccountTexts>(ACCOUNT_NAMESPACE);
