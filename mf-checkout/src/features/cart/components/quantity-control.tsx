import { css, type Theme } from '@emotion/react';
import type { CartItem } from '@shop/api/calls';
import { useFormat } from '@shop/platform';
import { QuantityInput } from '@shop/ui';
import { useCheckoutTexts } from '../../../i18n/texts';

export interface QuantityControlProps {
  item: CartItem;
  disabled: boolean;
  /** Applies the quantity; false when the server refused it (the field then shows the line's quantity again). */
  onChange: (quantity: number) => Promise<boolean>;
}

/** A line's quantity, 1 to the inventory, named after its product; a sold-out line says so instead. */
export function QuantityControl({ item, disabled, onChange }: QuantityControlProps) {
  const t = useCheckoutTexts();
  const format = useFormat();
  if (item.sold_out) return <span css={soldOut}>{t('cart.soldOut')}</span>;
  return (
    <QuantityInput
      label={t('cart.quantityOf', { name: item.name })}
      labelHidden
      hint={t('cart.quantityHint', { max: format.number(item.inventory) })}
      decreaseLabel={t('cart.decrease', { name: item.name })}
      increaseLabel={t('cart.increase', { name: item.name })}
      value={item.quantity}
      max={item.inventory}
      disabled={disabled}
      onCommit={onChange}
    />
  );
}

const soldOut = (theme: Theme) => css`
  color: ${theme.color.danger};
  font-weight: ${theme.fontWeight.medium};
`;
