import { css, type Theme } from '@emotion/react';
import type { CheckoutSummary } from '@shop/api/calls';
import { useFormat } from '@shop/platform';
import { bareList } from '@shop/ui';
import { useCheckoutTexts } from '../../../i18n/texts';

/** The products of the order: picture, name, SKU, quantity, unit price and amount. */
export function OrderLines({ items }: { items: CheckoutSummary['items'] }) {
  const t = useCheckoutTexts();
  const format = useFormat();
  return (
    <ul css={list}>
      {items.map((item) => (
        <li key={item.product_id}>
          <img src={item.image_url} alt="" width={56} height={56} />
          <div>
            <p css={name}>{item.name}</p>
            <p css={muted}>
              {t('cart.sku', { sku: item.sku })} · {t('confirm.quantity', { count: item.quantity })} ·{' '}
              {format.money(item.unit_price)}
            </p>
          </div>
          <p css={amount}>{format.money(item.amount)}</p>
        </li>
      ))}
    </ul>
  );
}

const list = (theme: Theme) => css`
  ${bareList}
  & > li {
    display: flex;
    gap: ${theme.space[3]};
    align-items: center;
    padding: ${theme.space[2]} 0;
    border-bottom: ${theme.borderWidth.thin} solid ${theme.color.border};
  }
`;

const name = (theme: Theme) => css`
  margin: 0;
  font-weight: ${theme.fontWeight.medium};
  overflow-wrap: anywhere;
`;

const muted = (theme: Theme) => css`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
`;

const amount = css`
  margin: 0 0 0 auto;
  white-space: nowrap;
`;
