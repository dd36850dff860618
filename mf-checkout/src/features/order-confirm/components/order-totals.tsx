import { css, type Theme } from '@emotion/react';
import type { CheckoutSummary } from '@shop/api/calls';
import { useFormat } from '@shop/platform';
import { factList } from '@shop/ui';
import { useCheckoutTexts } from '../../../i18n/texts';

/** Total price of goods, the shipping fee the server computed, and what the customer will pay. */
export function OrderTotals({ summary }: { summary: CheckoutSummary }) {
  const t = useCheckoutTexts();
  const format = useFormat();
  return (
    <dl css={factList}>
      <dt>{t('confirm.goodsTotal')}</dt>
      <dd>{format.money(summary.goods_total)}</dd>
      <dt>{t('confirm.shippingFee')}</dt>
      <dd>{format.money(summary.shipping_fee ?? 0)}</dd>
      <dt css={strong}>{t('confirm.total')}</dt>
      <dd css={strong}>{format.money(summary.total)}</dd>
    </dl>
  );
}

const strong = (theme: Theme) => css`
  font-weight: ${theme.fontWeight.bold};
  font-size: ${theme.fontSize.lg};
`;
