import type { Country } from '@shop/api/calls';

/**
 * The order's delivery address with its country named in the shopper's language. The backend keeps one address
 * line for every language, ending with the country code ("…, SG"); the order confirmation names the country, so the
 * order detail does too. The code stands until the country names have arrived (or for a country no longer served).
 */
export function addressWithCountry(address: string, code: string | null, countries?: readonly Country[]): string {
  const name = code ? countries?.find((country) => country.code === code)?.name : undefined;
  if (!code || !name) return address;
  if (address === code) return name;
  const suffix = `, ${code}`;
  return address.endsWith(suffix) ? `${address.slice(0, -suffix.length)}, ${name}` : address;
}
