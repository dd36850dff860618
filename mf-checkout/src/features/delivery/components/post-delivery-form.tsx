import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { setPostDelivery, type Address, type CheckoutSummary, type Country } from '@shop/api/calls';
import { actionFailure, api, FailureAlert } from '@shop/platform';
import { AddressFields, useApiForm } from '@shop/platform/forms';
import { pathTo } from '@shop/platform/routes';
import { actionRow, Button, formSection, RadioGroup, tapTarget } from '@shop/ui';
import { useCheckoutTexts } from '../../../i18n/texts';
import { useRememberSummary } from '../../../hooks/use-checkout-summary';
import { postAddressDefaults, postAddressSchema } from '../lib/post-address-schema';

const NEW = 'new';

export interface PostDeliveryFormProps {
  summary: CheckoutSummary;
  countries: readonly Country[];
  addresses: readonly Address[];
}

/**
 * Delivery by post: to a saved address (the default one is chosen first) or to one typed here. Either way the
 * backend checks it and answers with the checkout, and the customer goes on to confirm the order. A refusal
 * is told next to its field or above the form; nothing typed is lost.
 */
export function PostDeliveryForm({ summary, countries, addresses }: PostDeliveryFormProps) {
  const t = useCheckoutTexts();
  const navigate = useNavigate();
  const cartId = summary.cart_id;
  const recipient = summary.delivery?.type === 'post' ? summary.delivery.recipient : undefined;
  const firstChoice = addresses.find((address) => address.is_default) ?? addresses[0];
  const [choice, setChoice] = useState<string>(firstChoice ? String(firstChoice.id) : NEW);
  const [savingSaved, setSavingSaved] = useState(false);
  const { form, failure, setFailure, run } = useApiForm(postAddressSchema, postAddressDefaults(cartId, recipient));
  const remember = useRememberSummary();
  const next = async (chosen: CheckoutSummary) => {
    await remember(cartId, chosen);
    navigate(pathTo('orderConfirm', { cart_id: cartId }));
  };

  const submitTyped = run(async (values) => {
    await next(await api.call(setPostDelivery, values));
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (choice === NEW) return submitTyped(event);
    event.preventDefault();
    setSavingSaved(true);
    setFailure(null);
    try {
      await next(await api.call(setPostDelivery, { cart_id: cartId, address_id: Number(choice) }));
    } catch (error) {
      setFailure(actionFailure(error));
    } finally {
      setSavingSaved(false);
    }
  };

  const countryName = (code: string) => countries.find((country) => country.code === code)?.name ?? code;
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FailureAlert failure={failure} />
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
        <Button type="submit" variant="primary" loading={form.formState.isSubmitting || savingSaved}>
          {t('post.submit')}
        </Button>
      </div>
    </form>
  );
}
