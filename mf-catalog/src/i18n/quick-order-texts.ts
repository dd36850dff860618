import { useTranslation } from 'react-i18next';
import { useLocale, useTexts } from '@shop/platform';
import { quickOrderEn, type QuickOrderTexts } from './quick-order-en';
import { quickOrderVi } from './quick-order-vi';

/** The quick order's namespace: its texts come with its chunk, not with the catalogue's first load. */
export const QUICK_ORDER_NAMESPACE = 'catalog-quick-order';

/**
 * `t` for the quick order's texts. They are added to the page's i18next instance the first time the page draws, on
 * the server as in the browser (both languages are in the chunk: the page draws at once, never with a raw key).
 */
export function useQuickOrderTexts() {
  const { i18n } = useTranslation();
  const locale = useLocale();
  if (!i18n.hasResourceBundle(locale, QUICK_ORDER_NAMESPACE)) {
    i18n.addResourceBundle(locale, QUICK_ORDER_NAMESPACE, locale === 'vi' ? quickOrderVi : quickOrderEn, true, true);
  }
  return useTexts<QuickOrderTexts>(QUICK_ORDER_NAMESPACE);
}
