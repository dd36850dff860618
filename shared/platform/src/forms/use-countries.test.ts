import { areaCodeOptions } from './use-countries';

describe('areaCodeOptions', () => {
  it('lists each area code once, in numeric order, with every country using it', () => {
    const options = areaCodeOptions([
      { code: 'VN', name: 'Vietnam', area_code: '+84' },
      { code: 'US', name: 'United States', area_code: '+1' },
      { code: 'CA', name: 'Canada', area_code: '+1' },
      { code: 'DE', name: 'Germany', area_code: '+49' },
    ]);
    expect(options).toEqual([
      { code: '+1', countries: 'United States, Canada' },
      { code: '+49', countries: 'Germany' },
      { code: '+84', countries: 'Vietnam' },
    ]);
  });
});
