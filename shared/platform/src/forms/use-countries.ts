import { getAddressCountries, type Country } from '@shop/api/calls';
import { useCall } from '../data/use-call';
import { useLocale } from '../i18n/use-locale';

/** The countries the shop delivers to, named in the page's language, and their telephone area codes. */
export function useCountries() {
  const locale = useLocale();
  const { data, error, mutate } = useCall(getAddressCountries, { locale });
  return { countries: data, error, retry: () => void mutate() };
}

/** Each area code once, with the countries that use it (+1 is shared), for the area code select. */
export function areaCodeOptions(countries: readonly Country[]): { code: string; countries: string }[] {
  const byCode = new Map<string, string[]>();
  for (const country of countries)
    byCode.set(country.area_code, [...(byCode.get(country.area_code) ?? []), country.name]);
  return [...byCode.entries()]
    .sort(([a], [b]) => Number(a.slice(1)) - Number(b.slice(1)))
    .map(([code, names]) => ({ code, countries: names.join(', ') }));
}
