import { CallState, PageHead, useRouteId } from '@shop/platform';
import { pageTitle } from '@shop/ui';
import { AlreadyPlaced } from '../components/already-placed';
import { CheckoutSteps } from '../components/checkout-steps';
import { PostDeliveryForm } from '../features/delivery/components/post-delivery-form';
import { useCheckoutSummary } from '../hooks/use-checkout-summary';
import { useCountries } from '@shop/platform/forms';
import { useSavedAddresses } from '../features/delivery/hooks/use-saved-addresses';
import { useCheckoutTexts } from '../i18n/texts';

/** `/pc/delivery/post/{cart_id}`: a saved address or a new one, checked by the backend, then on to confirm. */
export default function DeliveryPostPage() {
  const t = useCheckoutTexts();
  const { summary, error, retry } = useCheckoutSummary(useRouteId('cart_id'));
  const { countries, error: countriesError, retry: retryCountries } = useCountries();
  const { addresses, error: addressesError, retry: retryAddresses } = useSavedAddresses();
  const ready = summary && countries && addresses ? { summary, countries, addresses } : undefined;
  const failure = error ?? countriesError ?? addressesError;
  return (
    <>
      <PageHead title={t('post.title')} noindex readError={failure} />
      <CheckoutSteps current="delivery" />
      <h1 css={pageTitle}>{t('post.title')}</h1>
      <CallState
        data={ready}
        error={failure}
        retry={() => {
          retry();
          retryCountries();
          retryAddresses();
        }}
      >
        {(data) =>
          data.summary.order_id !== null ? (
            <AlreadyPlaced orderId={data.summary.order_id} />
          ) : (
            <PostDeliveryForm {...data} />
          )
        }
      </CallState>
    </>
  );
}
