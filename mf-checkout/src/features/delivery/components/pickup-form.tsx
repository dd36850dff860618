import { Link, useNavigate } from 'react-router-dom';
import { getCheckoutSummary, setPickupDelivery, type CheckoutSummary, type Country } from '@shop/api/contract';
import { cacheWrite, FailureAlert, useAction, useValidationText } from '@shop/platform';
import { AreaCodeField, PhoneField, useApiForm } from '@shop/platform/forms';
import { pathTo } from '@shop/platform/routes';
import { actionRow, Button, Checkbox, Field, Input, tapTarget, TextArea } from '@shop/ui';
import { useCheckoutTexts } from '../../../i18n/texts';
import { pickupSchema } from '../lib/pickup-schema';

/**
 * Self pickup at the warehouse: who collects the goods and how to reach them, a temporary address, and whether
 * that address is also the delivery address (then it is required). Checked by `delivery.pickup`'s own schema; the
 * checkout's id is sent beside the values, no field of the form.
 */
export function PickupForm({ summary, countries }: { summary: CheckoutSummary; countries: readonly Country[] }) {
  const t = useCheckoutTexts();
  const tv = useValidationText();
  const navigate = useNavigate();
  const cartId = summary.cart_id;
  const chosen = summary.delivery?.type === 'pickup' ? summary.delivery.pickup : undefined;
  const action = useAction();
  const { form, failure, run } = useApiForm(pickupSchema, {
    pickup_name: chosen?.pickup_name ?? '',
    area_code: chosen?.area_code ?? '',
    phone: chosen?.phone ?? '',
    temporary_address: chosen?.temporary_address ?? '',
    same_address_for_delivery: chosen?.same_address_for_delivery ?? false,
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      onSubmit={run(async (values) => {
        const chosen = await action.submit(
          setPickupDelivery,
          { ...values, cart_id: cartId },
          // The next page shows this checkout as the server now has it, even inside SWR's dedupe window.
          { update: (summary) => [cacheWrite(getCheckoutSummary, { cart_id: cartId }, summary)] },
        );
        if (chosen) navigate(pathTo('orderConfirm', { cart_id: cartId }));
      })}
    >
      <FailureAlert failure={failure} />
      <Field label={t('pickup.name')} error={tv(errors.pickup_name?.message)} required>
        {(control) => <Input {...control} autoComplete="name" {...form.register('pickup_name')} />}
      </Field>
      <AreaCodeField
        registration={form.register('area_code')}
        error={errors.area_code?.message}
        countries={countries}
      />
      <PhoneField registration={form.register('phone')} error={errors.phone?.message} />
      <Field label={t('pickup.temporaryAddress')} error={tv(errors.temporary_address?.message)}>
        {(control) => (
          <TextArea {...control} rows={3} autoComplete="street-address" {...form.register('temporary_address')} />
        )}
      </Field>
      <Checkbox label={t('pickup.same')} {...form.register('same_address_for_delivery')} />
      <div css={actionRow}>
        <Link css={tapTarget} to={pathTo('chooseDelivery', { cart_id: cartId })}>
          {t('form.back')}
        </Link>
        <Button type="submit" variant="primary" loading={action.pending}>
          {t('pickup.submit')}
        </Button>
      </div>
    </form>
  );
}
