import { Link, useNavigate } from 'react-router-dom';
import type { CartItem } from '@shop/api/calls';
import { CallState, FailureAlert, PageHead } from '@shop/platform';
import { pathTo } from '@shop/platform/routes';
import { EmptyState, pageTitle, useConfirm } from '@shop/ui';
import { CheckoutSteps } from '../components/checkout-steps';
import { CartSummary } from '../features/cart/components/cart-summary';
import { CartTable } from '../features/cart/components/cart-table';
import { useCart } from '../features/cart/hooks/use-cart';
import { selectionChanges } from '../features/cart/lib/selection';
import { useCheckoutTexts } from '../i18n/texts';

/** `/pc/cart`: the lines, their quantities and selection, the total of goods, and the way into checkout. */
export default function CartPage() {
  const t = useCheckoutTexts();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const cart = useCart();

  const remove = async (items: CartItem[]) => {
    if (items.length === 0) return;
    const sure = await confirm({
      title: t('cart.removeTitle'),
      message:
        items.length === 1
          ? t('cart.removeMessage', { name: items[0]!.name })
          : t('cart.removeManyMessage', { count: items.length }),
      confirmLabel: t('cart.remove'),
      cancelLabel: t('cart.cancel'),
      danger: true,
    });
    if (sure) await cart.remove(items.map((item) => item.id));
  };

  return (
    <>
      <PageHead title={t('cart.title')} noindex readError={cart.error} />
      <CheckoutSteps current="purchasing" />
      <h1 css={pageTitle}>{t('cart.title')}</h1>
      <CallState data={cart.cart} error={cart.error} retry={cart.retry}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState
              title={t('cart.empty')}
              description={t('cart.emptyHint')}
              action={<Link to={pathTo('home')}>{t('cart.continue')}</Link>}
            />
          ) : (
            <div aria-busy={cart.pending || undefined}>
              <FailureAlert failure={cart.failure} />
              <CartTable
                cart={data}
                busy={cart.pending}
                onSelect={async (next) => {
                  const { select, unselect } = selectionChanges(data.items, next);
                  if (select.length > 0) await cart.select(select, true);
                  if (unselect.length > 0) await cart.select(unselect, false);
                }}
                onQuantity={(item, quantity) => cart.setQuantity(item.id, quantity)}
                onRemove={(items) => void remove(items)}
              />
              <CartSummary
                cart={data}
                busy={cart.pending}
                onRemoveSelected={() => void remove(data.items.filter((item) => item.selected))}
                onCheckout={async () => {
                  const cartId = await cart.checkout();
                  if (cartId !== null) navigate(pathTo('chooseDelivery', { cart_id: cartId }));
                }}
              />
            </div>
          )
        }
      </CallState>
    </>
  );
}
