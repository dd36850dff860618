import type { Country } from '@shop/api/calls';
import { addressWithCountry } from './address-with-country';

const countries: Country[] = [{ code: 'SG', name: 'Singapore', area_code: '+65' }];

describe('addressWithCountry', () => {
  it('names the country the address ends with', () => {
    expect(addressWithCountry('1 Orchard Road, 238801, SG', 'SG', countries)).toBe('1 Orchard Road, 238801, Singapore');
  });

  it('keeps the address as it is until the names arrive, or when it does not end with the code', () => {
    expect(addressWithCountry('1 Orchard Road, SG', 'SG', undefined)).toBe('1 Orchard Road, SG');
    expect(addressWithCountry('1 SG Street', 'SG', countries)).toBe('1 SG Street');
    expect(addressWithCountry('', null, countries)).toBe('');
  });
});
