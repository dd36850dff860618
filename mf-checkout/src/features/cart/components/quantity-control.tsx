import { css, type Theme } from '@emotion/react';
import { useState } from 'react';
import type { CartItem } from '@shop/api/calls';
import { useFormat } from '@shop/platform';
import { Button, Field, Input } from '@shop/ui';
import { useCheckoutTexts } from '../../../i18n/texts';
import { boundedQuantity } from '../lib/selection';

export interface QuantityControlProps {
  item: CartItem;
  disabled: boolean;
  /** Applies the quantity; false when the server refused it (the field then shows the line's quantity again). */
  onChange: (quantity: number) => Promise<boolean>;
}

/** A line's quantity, 1 to the inventory: stepped, or typed and applied when the field is left or Enter pressed. */
export function QuantityControl({ item, disabled, onChange }: QuantityControlProps) {
  const t = useCheckoutTexts();
  const format = useFormat();
  const [text, setText] = useState(String(item.quantity));
  const apply = async (quantity: number) => {
    setText(String(quantity));
    if (quantity !== item.quantity && !(await onChange(quantity))) setText(String(item.quantity));
  };
  const applyTyped = () => void apply(boundedQuantity(text, item.inventory) ?? item.quantity);

  if (item.sold_out) return <span css={soldOut}>{t('cart.soldOut')}</span>;
  return (
    <Field
      label={t('cart.quantityOf', { name: item.name })}
      hint={t('cart.quantityHint', { max: format.number(item.inventory) })}
    >
      {(control) => (
        <div css={row}>
          <Button
            size="sm"
            aria-label={t('cart.decrease', { name: item.name })}
            disabled={disabled || item.quantity <= 1}
            onClick={() => void apply(item.quantity - 1)}
          >
            −
          </Button>
          <Input
            {...control}
            css={narrow}
            inputMode="numeric"
            value={text}
            disabled={disabled}
            onChange={(event) => setText(event.target.value)}
            onBlur={applyTyped}
            onKeyDown={(event) => {
              if (event.key === 'Enter') applyTyped();
            }}
          />
          <Button
            size="sm"
            aria-label={t('cart.increase', { name: item.name })}
            disabled={disabled || item.quantity >= item.inventory}
            onClick={() => void apply(item.quantity + 1)}
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

const narrow = css`
  width: 5rem;
  text-align: center;
`;

const soldOut = (theme: Theme) => css`
  color: ${theme.color.danger};
  font-weight: ${theme.fontWeight.medium};
`;
