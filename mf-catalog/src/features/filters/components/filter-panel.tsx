import { useIsAuthenticated } from '@shop/platform';
import { stack } from '@shop/ui';
import { CategoryFilter } from './category-filter';
import { PriceFilter } from './price-filter';
import { PriceLoginHint } from './price-login-hint';
import { ShipFromFilter } from './ship-from-filter';

/** The filters of the list, as the URL holds them. */
export interface FilterValues {
  category_id?: number | undefined;
  price_min?: number | undefined;
  price_max?: number | undefined;
  ship_from?: string | undefined;
}

export interface FilterPanelProps {
  values: FilterValues;
  onChange: (patch: FilterValues) => void;
  /** The address (search part) of the list after a change, for the category links. */
  searchFor: (patch: FilterValues) => string;
}

/** Categories, price (customers only) and ship-from country. */
export function FilterPanel({ values, onChange, searchFor }: FilterPanelProps) {
  const customer = useIsAuthenticated();
  return (
    <div css={sections}>
      <CategoryFilter selected={values.category_id} searchFor={(category_id) => searchFor({ category_id })} />
      {customer ? (
        <PriceFilter
          key={`${values.price_min}-${values.price_max}`}
          min={values.price_min}
          max={values.price_max}
          onApply={onChange}
        />
      ) : (
        <PriceLoginHint />
      )}
      <ShipFromFilter value={values.ship_from} onChange={(ship_from) => onChange({ ship_from })} />
    </div>
  );
}

// Each filter a section of its own, set well apart.
const sections = stack(5);
