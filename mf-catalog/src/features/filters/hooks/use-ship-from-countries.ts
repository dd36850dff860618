import { getShipFromCountries } from '@shop/api/contract';
import { useCall } from '@shop/platform';
import { useLocale } from '../../../i18n/use-locale';

/** The countries products ship from, with how many products each has. */
export function useShipFromCountries() {
  return useCall(getShipFromCountries, { locale: useLocale() }, { revalidateOnFocus: false });
}
