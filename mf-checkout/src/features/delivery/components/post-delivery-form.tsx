import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { getCheckoutSummary, setPostDelivery, type Address, type CheckoutSummary, type Country } from '@shop/api/calls';
import { cacheWrite, FailureAlert, useAction } from '@shop/platform';
import { AddressFields, addressDefaults, addressSchema, useApiForm } from '@shop/platform/forms';
import { pathTo } from '@shop/platform/routes';
import { actionRow, Button, formSection, RadioGroup, tapTarget } from '@shop/ui';
import { useCheckoutTexts } from '../../../i18n/texts';

const NEW = 'new';

export interface PostDeliveryFormProps {
  summary: CheckoutSummary;
  countries: readonly Country[];
  addresses: readonly Address[];
}

/**
 * Delivery by post: to a saved address (the default one is chosen first) or to one typed here (the shared address
 * form: the checkout's id is no field of it, it is sent beside the values). Either way the backend checks it and
 * answers with the checkout, which becomes the cached summary, and the customer goes on to confirm the order. A
 * refusal is told next to its field, or above the form when it is about no field on screen; nothing typed is lost.
 */
export function PostDeliveryForm({ summary, countries, addresses }: PostDeliveryFormProps) {
  const t = useCheckoutTexts();
  const navigate = useNavigate();
  const cartId = summary.cart_id;
  const recipient = summary.delivery?.type === 'post' ? summary.delivery.recipient : undefined;
  const firstChoice = addresses.find((address) => address.is_default) ?? addresses[0];
  const [choice, setChoice] = useState<string>(firstChoice ? String(firstChoice.id) : NEW);
  const { form, failure, setFailure, run } = useApiForm(addressSchema, addressDefaults(recipient));
  const action = useAction();
  // The next page shows this checkout as the server now has it, even inside SWR's dedupe window.
  const remember = {
    update: (chosen: CheckoutSummary) => [cacheWrite(getCheckoutSummary, { cart_id: cartId }, chosen)],
  };
  const next = (chosen: CheckoutSummary | undefined) => {
    if (chosen) navigate(pathTo('orderConfirm', { cart_id: cartId }));
  };

  const submitTyped = run(async (values) => {
    action.setFailure(null);
    next(await action.submit(setPostDelivery, { cart_id: cartId, ...values }, remember));
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (choice === NEW) return submitTyped(event);
    event.preventDefault();
    setFailure(null);
    next(await action.run(setPostDelivery, { cart_id: cartId, address_id: Number(choice) }, remember));
  };

  const countryName = (code: string) => countries.find((country) => country.code === code)?.name ?? code;
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FailureAlert failure={failure ?? action.failure} />
      {addresses.length > 0 ? (
        <RadioGroup
          legend={t('post.saved')}
          name="address_choice"
          value={choice}
          onValueChange={setChoice}
          options={[
            ...addresses.map((address) => ({
              value: String(address.id),
              label: `${t('post.addressLine', {
                consignee: address.consignee,
                address: address.address,
                city: address.city,
                country: countryName(address.country_code),
              })}${address.is_default ? ` ${t('post.default')}` : ''}`,
            })),
            { value: NEW, label: t('post.newAddress') },
          ]}
        />
      ) : null}
      {choice === NEW ? (
        <section css={formSection} aria-label={t('post.formTitle')}>
          <AddressFields form={form} countries={countries} />
        </section>
      ) : null}
      <div css={actionRow}>
        <Link css={tapTarget} to={pathTo('chooseDelivery', { cart_id: cartId })}>
          {t('form.back')}
        </Link>
        <Button type="submit" variant="primary" loading={action.pending}>
          {t('post.submit')}
        </Button>
      </div>
    </form>
  );
}
