import { css, type Theme } from '@emotion/react';
import type { Cart } from '@shop/api/calls';
import { useFormat } from '@shop/platform';
import { Button, cluster, stickyActions } from '@shop/ui';
import { useCheckoutTexts } from '../../../i18n/texts';

export interface CartSummaryProps {
  cart: Cart;
  busy: boolean;
  onRemoveSelected: () => void;
  onCheckout: () => void;
}

/** The selected lines' total price of goods, and what can be done with them. */
export function CartSummary({ cart, busy, onRemoveSelected, onCheckout }: CartSummaryProps) {
  const t = useCheckoutTexts();
  const format = useFormat();
  const selected = cart.items.filter((item) => item.selected).length;
  return (
    <section css={[bar, stickyActions]} aria-label={t('cart.total')}>
      <p css={plain}>{t('cart.selectedCount', { count: selected })}</p>
      <Button variant="ghost" onClick={onRemoveSelected} disabled={busy || selected === 0}>
        {t('cart.removeSelected')}
      </Button>
      <p css={total}>
        {t('cart.total')}: <strong>{format.money(cart.selected_total)}</strong>
      </p>
      <Button variant="primary" onClick={onCheckout} loading={busy}>
        {t('cart.checkout')}
      </Button>
    </section>
  );
}

// On a phone: the count and 'remove selected' on one row, the total and 'Check out' on the next.
const bar = (theme: Theme) => css`
  ${cluster([2, 4])(theme)}
  align-items: center;
  margin-top: ${theme.space[4]};
  padding: ${theme.space[4]};
  background: ${theme.color.surface};
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.md};
`;

const plain = css`
  margin: 0;
`;

/** Pushed to the end of the bar, beside the checkout button. */
const total = css`
  margin: 0 0 0 auto;
`;
