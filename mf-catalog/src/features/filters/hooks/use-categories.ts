import { getCategories } from '@shop/api/contract';
import { useCall } from '@shop/platform';
import { useLocale } from '../../../i18n/use-locale';

/** The two-level category tree, named in the page's language. */
export function useCategories() {
  return useCall(getCategories, { locale: useLocale() }, { revalidateOnFocus: false });
}
