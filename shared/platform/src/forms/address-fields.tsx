import { css, type Theme } from '@emotion/react';
import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import type { Country } from '@shop/api/calls';
import { Field, Input, Select } from '@shop/ui';
import { useCommonTexts } from '../i18n/common-texts';
import { useValidationText } from '../i18n/validation-texts';
import type { AddressValues } from './address-schema';
import { areaCodeOptions } from './use-countries';

type TextField = 'consignee' | 'state' | 'city' | 'district' | 'address' | 'address2' | 'post_code' | 'email';

/**
 * The address of spec 5 — consignee, country, state/province, city, district, address, address2, post code, area
 * code + phone, email — with the contract's messages next to each field. One form for every place that takes an
 * address (the checkout's post delivery, the account's addresses); each adds its own fields around it.
 */
export function AddressFields<T extends AddressValues>({
  form,
  countries,
}: {
  form: UseFormReturn<T>;
  countries: readonly Country[];
}) {
  // A form of T has at least the address's fields, which react-hook-form cannot see through a generic T: the
  // fields here are registered by their names in AddressValues.
  const address = form as unknown as UseFormReturn<AddressValues>;
  const t = useCommonTexts();
  const tv = useValidationText();
  const { errors } = address.formState;
  const text = (name: TextField, label: string, required: boolean, autoComplete: string, type = 'text') => (
    <Field label={label} error={tv(errors[name]?.message)} required={required}>
      {(control) => <Input {...control} type={type} autoComplete={autoComplete} {...address.register(name)} />}
    </Field>
  );
  return (
    <div css={grid}>
      {text('consignee', t('address.consignee'), true, 'shipping name')}
      <Field label={t('address.country')} error={tv(errors.country_code?.message)} required>
        {(control) => (
          <Select {...control} autoComplete="shipping country" {...address.register('country_code')}>
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
        registration={address.register('area_code')}
        error={errors.area_code?.message}
        countries={countries}
      />
      <PhoneField registration={address.register('phone')} error={errors.phone?.message} />
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
  const t = useCommonTexts();
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

/** The phone number that goes with the area code. */
export function PhoneField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  /** The message key of the field's error, if any. */
  error: string | undefined;
}) {
  const t = useCommonTexts();
  const tv = useValidationText();
  return (
    <Field label={t('address.phone')} error={tv(error)} required>
      {(control) => <Input {...control} type="tel" autoComplete="tel-national" {...registration} />}
    </Field>
  );
}

const grid = (theme: Theme) => css`
  display: grid;
  gap: 0 ${theme.space[4]};
  grid-template-columns: 1fr;
  ${theme.media.up.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
