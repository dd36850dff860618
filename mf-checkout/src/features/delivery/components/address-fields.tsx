import { css, type Theme } from '@emotion/react';
import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import type { Country } from '@shop/api/calls';
import { useValidationText } from '@shop/platform';
import { Field, Input, Select } from '@shop/ui';
import { useCheckoutTexts } from '../../../i18n/texts';
import { areaCodeOptions } from '../hooks/use-countries';
import type { PostAddressValues } from '../lib/post-address-schema';

type TextField = 'consignee' | 'state' | 'city' | 'district' | 'address' | 'address2' | 'post_code' | 'email';

/** The address of spec 5: consignee, country, state/province, city, district, address, address2, post code, phone, email. */
export function AddressFields({
  form,
  countries,
}: {
  form: UseFormReturn<PostAddressValues>;
  countries: readonly Country[];
}) {
  const t = useCheckoutTexts();
  const tv = useValidationText();
  const { errors } = form.formState;
  const text = (name: TextField, label: string, required: boolean, autoComplete: string, type = 'text') => (
    <Field label={label} error={tv(errors[name]?.message)} required={required}>
      {(control) => <Input {...control} type={type} autoComplete={autoComplete} {...form.register(name)} />}
    </Field>
  );
  return (
    <div css={grid}>
      {text('consignee', t('address.consignee'), true, 'shipping name')}
      <Field label={t('address.country')} error={tv(errors.country_code?.message)} required>
        {(control) => (
          <Select {...control} autoComplete="shipping country" {...form.register('country_code')}>
            <option value="">{t('address.chooseCountry')}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {text('state', t('address.state'), true, 'shipping address-level1')}
      {text('city', t('address.city'), true, 'shipping address-level2')}
      {text('district', t('address.district'), true, 'shipping address-level3')}
      {text('address', t('address.address'), true, 'shipping address-line1')}
      {text('address2', t('address.address2'), false, 'shipping address-line2')}
      {text('post_code', t('address.postCode'), true, 'shipping postal-code')}
      <AreaCodeField
        registration={form.register('area_code')}
        error={errors.area_code?.message}
        countries={countries}
      />
      <Field label={t('address.phone')} error={tv(errors.phone?.message)} required>
        {(control) => (
          <Input {...control} type="tel" autoComplete="shipping tel-national" {...form.register('phone')} />
        )}
      </Field>
      {text('email', t('address.email'), false, 'shipping email', 'email')}
    </div>
  );
}

/** 'Please select Area Code': a select of the delivered countries' telephone codes. */
export function AreaCodeField({
  registration,
  error,
  countries,
}: {
  registration: UseFormRegisterReturn;
  /** The message key of the field's error, if any. */
  error: string | undefined;
  countries: readonly Country[];
}) {
  const t = useCheckoutTexts();
  const tv = useValidationText();
  return (
    <Field label={t('address.areaCode')} error={tv(error)} required>
      {(control) => (
        <Select {...control} autoComplete="tel-country-code" {...registration}>
          <option value="">{t('address.chooseAreaCode')}</option>
          {areaCodeOptions(countries).map((option) => (
            <option key={option.code} value={option.code}>
              {t('address.areaCodeOption', { code: option.code, country: option.countries })}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

const grid = (theme: Theme) => css`
  display: grid;
  gap: 0 ${theme.space[4]};
  grid-template-columns: 1fr;
  @media (min-width: ${theme.breakpoint.md}) {
    grid-template-columns: 1fr 1fr;
  }
`;
