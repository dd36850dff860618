import type { CheckoutSummary } from '@shop/api/calls';
import { useCountries } from '@shop/platform/forms';
import { factList } from '@shop/ui';
import { useCheckoutTexts } from '../../../i18n/texts';
import { postSendTo } from '../lib/send-to';

/** How the goods travel and to whom: method, zone, send-to, and the recipient or the pickup person. */
export function DeliveryFacts({ summary }: { summary: CheckoutSummary }) {
  const t = useCheckoutTexts();
  const { countries } = useCountries();
  const { delivery } = summary;
  if (!delivery) return null;
  const sendTo = delivery.type === 'post' ? postSendTo(delivery.recipient, countries) : summary.send_to;
  const person =
    delivery.type === 'post'
      ? {
          label: t('confirm.recipient'),
          name: delivery.recipient.consignee,
          area: delivery.recipient.area_code,
          phone: delivery.recipient.phone,
        }
      : {
          label: t('confirm.pickupPerson'),
          name: delivery.pickup.pickup_name,
          area: delivery.pickup.area_code,
          phone: delivery.pickup.phone,
        };
  return (
    <dl css={factList}>
      <dt>{t('confirm.shippingMethod')}</dt>
      <dd>{t(`confirm.method.${delivery.type}`)}</dd>
      {summary.shipping_zone ? (
        <>
          <dt>{t('confirm.zone')}</dt>
          <dd>{t(`confirm.zone.${summary.shipping_zone}`)}</dd>
        </>
      ) : null}
      <dt>{t('confirm.sendTo')}</dt>
      <dd>{sendTo}</dd>
      <dt>{person.label}</dt>
      <dd>
        {person.name}, {person.area} {person.phone}
      </dd>
      {delivery.type === 'post' && delivery.recipient.email ? (
        <>
          <dt>{t('confirm.email')}</dt>
          <dd>{delivery.recipient.email}</dd>
        </>
      ) : null}
    </dl>
  );
}
