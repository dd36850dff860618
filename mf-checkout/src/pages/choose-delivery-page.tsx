import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CallState, PageHead, useRouteId } from '@shop/platform';
import { pathTo } from '@shop/platform/routes';
import { actionRow, Button, pageTitle, RadioGroup, tapTarget } from '@shop/ui';
import { AlreadyPlaced } from '../components/already-placed';
import { CheckoutSteps } from '../components/checkout-steps';
import { useCheckoutSummary } from '../hooks/use-checkout-summary';
import { useCheckoutTexts } from '../i18n/texts';

type Method = 'post' | 'pickup';

/** `/pc/chooseDelivery/{cart_id}`: post or self pickup, then the matching form. */
export default function ChooseDeliveryPage() {
  const t = useCheckoutTexts();
  const cartId = useRouteId('cart_id');
  const { summary, error, retry } = useCheckoutSummary(cartId);
  return (
    <>
      <PageHead title={t('choose.title')} noindex readError={error} />
      <CheckoutSteps current="delivery" />
      <h1 css={pageTitle}>{t('choose.title')}</h1>
      <CallState data={summary} error={error} retry={retry}>
        {(data) =>
          data.order_id !== null ? (
            <AlreadyPlaced orderId={data.order_id} />
          ) : (
            <DeliveryChoice cartId={data.cart_id} warehouse={data.warehouse.name} chosen={data.shipping_method} />
          )
        }
      </CallState>
    </>
  );
}

function DeliveryChoice({ cartId, warehouse, chosen }: { cartId: number; warehouse: string; chosen: Method | null }) {
  const t = useCheckoutTexts();
  const navigate = useNavigate();
  const [method, setMethod] = useState<Method>(chosen ?? 'post');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        navigate(pathTo(method === 'post' ? 'deliveryPost' : 'deliveryPickUp', { cart_id: cartId }));
      }}
    >
      <p>{t('choose.warehouse', { name: warehouse })}</p>
      <RadioGroup
        legend={t('choose.legend')}
        name="delivery_type"
        value={method}
        onValueChange={(value) => setMethod(value === 'pickup' ? 'pickup' : 'post')}
        options={[
          { value: 'post', label: `${t('choose.post')} — ${t('choose.postHint')}` },
          { value: 'pickup', label: `${t('choose.pickup')} — ${t('choose.pickupHint')}` },
        ]}
      />
      <div css={actionRow}>
        <Link css={tapTarget} to={pathTo('cart')}>
          {t('form.back')}
        </Link>
        <Button type="submit" variant="primary">
          {t('choose.next')}
        </Button>
      </div>
    </form>
  );
}
