import { getShipFromCountries } from '@shop/api/calls';
import { useCall, useLocale } from '@shop/platform';

/** The countries products ship from, with how many products each has. */
export function useShipFromCountries() {
  return useCall(getShipFromCountries, { locale: useLocale() }, { revalidateOnFocus: false });
}
