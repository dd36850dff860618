import { css, type Theme } from '@emotion/react';
import { useId, useState } from 'react';
import { useHeader, useValidationText } from '@shop/platform';
import { Button, Field, Input } from '@shop/ui';
import { useCatalogTexts } from '../../../i18n/texts';
import { checkPriceRange, toPriceText, type PriceRange, type PriceRangeCheck } from '../lib/price-range';

export interface PriceFilterProps {
  /** The applied range, minor units. */
  min: number | undefined;
  max: number | undefined;
  onApply: (range: PriceRange) => void;
}

type Errors = Extract<PriceRangeCheck, { ok: false }>['errors'];

/**
 * Lowest and highest price, applied with the confirm button and checked by the list call's own schema. Give it
 * `key` from the applied range so it shows the URL's values again after back or forward.
 */
export function PriceFilter({ min, max, onApply }: PriceFilterProps) {
  const t = useCatalogTexts();
  const message = useValidationText();
  const headingId = useId();
  const currency = useHeader().data?.currency ?? 'USD';
  const [minText, setMinText] = useState(toPriceText(min));
  const [maxText, setMaxText] = useState(toPriceText(max));
  const [errors, setErrors] = useState<Errors>({});

  const apply = () => {
    const checked = checkPriceRange(minText, maxText);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    onApply(checked.range);
  };

  return (
    <form
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <h3 id={headingId} css={heading}>
        {t('filters.price')}
      </h3>
      <div css={fields}>
        <Field
          label={t('filters.priceMin')}
          hint={t('filters.priceUnit', { currency })}
          error={message(errors.price_min)}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              value={minText}
              onChange={(event) => setMinText(event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('filters.priceMax')}
          hint={t('filters.priceUnit', { currency })}
          error={message(errors.price_max)}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              value={maxText}
              onChange={(event) => setMaxText(event.target.value)}
            />
          )}
        </Field>
      </div>
      <div css={actions}>
        <Button type="submit" variant="primary" size="sm">
          {t('filters.priceConfirm')}
        </Button>
        {min !== undefined || max !== undefined ? (
          <Button size="sm" onClick={() => onApply({ price_min: undefined, price_max: undefined })}>
            {t('filters.priceClear')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

const heading = (theme: Theme) => css`
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.fontSize.sm};
`;

const fields = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[2]};
`;

const actions = (theme: Theme) => css`
  display: flex;
  gap: ${theme.space[2]};
`;
