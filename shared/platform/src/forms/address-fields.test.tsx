import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Country } from '@shop/api/calls';
import type { Locale } from '../i18n/locales';
import { createStoreI18n } from '../kit/store-i18n';
import { ADDRESS_REQUIRED_MESSAGES } from '../testing/fixtures/address-messages';
import { StoreProviders } from '../kit/store-providers';
import { AddressFields } from './address-fields';
import { addressDefaults, addressSchema } from './address-schema';
import { useApiForm } from './use-api-form';

const countries: Country[] = [
  { code: 'US', name: 'United States', area_code: '+1' },
  { code: 'VN', name: 'Vietnam', area_code: '+84' },
  { code: 'CA', name: 'Canada', area_code: '+1' },
];

function AddressForm({ submit }: { submit: () => Promise<void> }) {
  const { form, run } = useApiForm(addressSchema, addressDefaults());
  return (
    <form noValidate aria-label="Address" onSubmit={run(submit)}>
      <AddressFields form={form} countries={countries} />
    </form>
  );
}

async function renderForm(locale: Locale, submit = jest.fn(async () => undefined)) {
  const i18n = await createStoreI18n(locale);
  render(
    <StoreProviders i18n={i18n}>
      <AddressForm submit={submit} />
    </StoreProviders>,
  );
  return submit;
}

const submitForm = () => act(async () => void fireEvent.submit(screen.getByRole('form', { name: 'Address' })));

describe('the shared address form', () => {
  it('labels every field from the common texts and says what is missing with the contract’s messages', async () => {
    const submit = await renderForm('en');
    expect(screen.getByRole('combobox', { name: /Area code/ })).toHaveTextContent('+1 (United States, Canada)');
    await submitForm();
    for (const message of ADDRESS_REQUIRED_MESSAGES) expect(screen.getByText(message)).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Consignee/ })).toHaveFocus();
  });

  it('speaks Vietnamese on a Vietnamese page', async () => {
    await renderForm('vi');
    expect(screen.getByRole('textbox', { name: /Người nhận/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Mã vùng/ })).toBeInTheDocument();
    await submitForm();
    expect(screen.getByText('Vui lòng chọn Mã vùng')).toBeInTheDocument();
  });
});
