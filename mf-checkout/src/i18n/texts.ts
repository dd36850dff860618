import { useTexts, type NamespaceLoaders } from '@shop/platform';
import type { CheckoutTexts } from './en';

/** The checkout's i18next namespace: every text of this remote lives here. */
export const CHECKOUT_NAMESPACE = 'checkout';

export const checkoutTranslations: NamespaceLoaders = {
  en: () => import(/* webpackChunkName: "i18n-en" */ './en'),
  vi: () => import(/* webpackChunkName: "i18n-vi" */ './vi'),
};

/** `t` with keys checked against the English texts. */
export const useCheckoutTexts = () => useTexts<CheckoutTexts>(CHECKOUT_NAMESPACE);
