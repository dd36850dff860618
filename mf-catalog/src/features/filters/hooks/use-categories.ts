import { getCategories } from '@shop/api/calls';
import { useCall, useLocale } from '@shop/platform';

/** The two-level category tree, named in the page's language. */
export function useCategories() {
  return useCall(getCategories, { locale: useLocale() }, { revalidateOnFocus: false });
}
