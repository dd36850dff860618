import { CallState, PageHead, useRouteId } from '@shop/platform';
import { pageTitle } from '@shop/ui';
import { AlreadyPlaced } from '../components/already-placed';
import { CheckoutSteps } from '../components/checkout-steps';
import { PickupForm } from '../features/delivery/components/pickup-form';
import { useCheckoutSummary } from '../hooks/use-checkout-summary';
import { useCountries } from '@shop/platform/forms';
import { useCheckoutTexts } from '../i18n/texts';

/** `/pc/delivery/pickUp/{cart_id}`: who collects the goods at the warehouse, then on to confirm. */
export default function DeliveryPickUpPage() {
  const t = useCheckoutTexts();
  const { summary, error, retry } = useCheckoutSummary(useRouteId('cart_id'));
  const { countries, error: countriesError, retry: retryCountries } = useCountries();
  const ready = summary && countries ? { summary, countries } : undefined;
  const failure = error ?? countriesError;
  return (
    <>
      <PageHead title={t('pickup.title')} noindex readError={failure} />
      <CheckoutSteps current="delivery" />
      <h1 css={pageTitle}>{t('pickup.title')}</h1>
      <CallState
        data={ready}
        error={failure}
        retry={() => {
          retry();
          retryCountries();
        }}
      >
        {(data) =>
          data.summary.order_id !== null ? (
            <AlreadyPlaced orderId={data.summary.order_id} />
          ) : (
            <>
              <p>{t('pickup.at', { name: data.summary.warehouse.name, address: data.summary.warehouse.address })}</p>
              <PickupForm summary={data.summary} countries={data.countries} />
            </>
          )
        }
      </CallState>
    </>
  );
}
