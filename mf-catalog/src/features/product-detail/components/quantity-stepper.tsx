import { css, type Theme } from '@emotion/react';
import { useState } from 'react';
import { useFormat } from '@shop/platform';
import { Button, Field, Input } from '@shop/ui';
import { useCatalogTexts } from '../../../i18n/texts';
import { clampQuantity, typedQuantity } from '../lib/quantity';

export interface QuantityStepperProps {
  value: number;
  inventory: number;
  onChange: (quantity: number) => void;
}

/** The quantity to buy, 1 to the inventory: typed or stepped, never above what is in stock. */
export function QuantityStepper({ value, inventory, onChange }: QuantityStepperProps) {
  const t = useCatalogTexts();
  const format = useFormat();
  const [text, setText] = useState(String(value));
  const soldOut = inventory < 1;
  const set = (next: number) => {
    const quantity = clampQuantity(next, inventory);
    setText(String(quantity));
    onChange(quantity);
  };
  return (
    <Field
      label={t('detail.quantity')}
      hint={soldOut ? undefined : t('detail.quantityHint', { max: format.number(inventory) })}
    >
      {(control) => (
        <div css={row}>
          <Button
            size="sm"
            aria-label={t('detail.decrease')}
            disabled={soldOut || value <= 1}
            onClick={() => set(value - 1)}
          >
            −
          </Button>
          <div css={fieldBox}>
            <Input
              {...control}
              inputMode="numeric"
              value={soldOut ? '0' : text}
              disabled={soldOut}
              onChange={(event) => {
                const typed = typedQuantity(event.target.value, inventory);
                setText(typed);
                if (typed !== '') onChange(Number(typed));
              }}
              onBlur={() => set(Number(text || 1))}
            />
          </div>
          <Button
            size="sm"
            aria-label={t('detail.increase')}
            disabled={soldOut || value >= inventory}
            onClick={() => set(value + 1)}
          >
            +
          </Button>
        </div>
      )}
    </Field>
  );
}

const row = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
`;

const fieldBox = css`
  width: 6rem;
`;
