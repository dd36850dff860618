import { css, type Theme } from '@emotion/react';
import { useEffect, type KeyboardEvent } from 'react';
import { createAddress, listAddresses, updateAddress, type Address, type Country } from '@shop/api/contract';
import { FailureAlert, useAction } from '@shop/platform';
import { AddressFields, addressDefaults, useApiForm } from '@shop/platform/forms';
import { actionRow, Button, card, Checkbox } from '@shop/ui';
import { useAccountTexts } from '../../../i18n/texts';

export interface AddressFormProps {
  /** The address being edited; none for a new one. */
  address: Address | null;
  countries: readonly Country[];
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * A new address or an edited one: the shared address form (the checkout's post form's fields and messages) plus
 * "use as my default address", checked by `address.create`'s schema. The server's refusals — the 20-address limit
 * included — are told above the form or next to their fields; nothing typed is lost. It opens with focus on its
 * first field; Escape cancels it, as its Cancel does.
 */
export function AddressForm({ address, countries, onSaved, onCancel }: AddressFormProps) {
  const t = useAccountTexts();
  const title = address ? t('addresses.formEdit') : t('addresses.formAdd');
  const save = useAction({ refresh: [listAddresses] });
  const { form, failure, run } = useApiForm(createAddress.input, {
    ...addressDefaults(
      address
        ? {
            consignee: address.consignee,
            country_code: address.country_code,
            state: address.state,
            city: address.city,
            district: address.district,
            address: address.address,
            address2: address.address2,
            post_code: address.post_code,
            area_code: address.area_code,
            phone: address.phone,
            email: address.email,
          }
        : {},
    ),
    is_default: address?.is_default ?? false,
  });
  const { setFocus } = form;
  // The form opens where its opener was: keyboard and screen reader users are taken into it, not left on the page.
  useEffect(() => setFocus('consignee'), [setFocus]);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onCancel();
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from the form's own controls, bubbling up: the section itself takes no input.
    <section css={card} aria-labelledby="address-form-title" onKeyDown={closeOnEscape}>
      <h2 id="address-form-title">{title}</h2>
      <form
        noValidate
        aria-labelledby="address-form-title"
        onSubmit={run(async (values) => {
          const saved = address
            ? await save.submit(updateAddress, { id: address.id, ...values })
            : await save.submit(createAddress, values);
          if (saved) onSaved();
        })}
      >
        <FailureAlert failure={failure} />
        <AddressFields form={form} countries={countries} />
        <Checkbox label={t('addresses.makeDefault')} {...form.register('is_default')} />
        <div css={[actionRow, end]}>
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('addresses.cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={save.pending}>
            {t('addresses.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

const end = (theme: Theme) => css`
  justify-content: flex-end;
  gap: ${theme.space[3]};
`;
