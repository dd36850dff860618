import { Field, Select } from '@shop/ui';
import { useCatalogTexts } from '../../../i18n/texts';
import { useShipFromCountries } from '../hooks/use-ship-from-countries';

export interface ShipFromFilterProps {
  value: string | undefined;
  onChange: (country: string | undefined) => void;
}

/** The country products ship from (spec 2: "countries ship from"). */
export function ShipFromFilter({ value, onChange }: ShipFromFilterProps) {
  const t = useCatalogTexts();
  const { data, error } = useShipFromCountries();
  return (
    <Field label={t('filters.shipFrom')} error={error ? t('filters.countriesFailed') : undefined}>
      {(control) => (
        <Select
          {...control}
          value={value ?? ''}
          disabled={!data}
          onChange={(event) => onChange(event.target.value || undefined)}
        >
          <option value="">{t('filters.allCountries')}</option>
          {(data ?? []).map((country) => (
            <option key={country.code} value={country.code}>
              {t('filters.country', { name: country.name, count: country.product_count })}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
