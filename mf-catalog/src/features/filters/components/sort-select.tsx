import { PRODUCT_SORTS, type ProductSort } from '@shop/api/calls';
import { Field, Select } from '@shop/ui';
import { useCatalogTexts } from '../../../i18n/texts';

export interface SortSelectProps {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}

const isSort = (value: string): value is ProductSort => (PRODUCT_SORTS as readonly string[]).includes(value);

/** Sales, inventory or newest, each in both directions (spec 2). */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const t = useCatalogTexts();
  return (
    <Field label={t('sort.label')}>
      {(control) => (
        <Select
          {...control}
          value={value}
          onChange={(event) => {
            if (isSort(event.target.value)) onChange(event.target.value);
          }}
        >
          {PRODUCT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
