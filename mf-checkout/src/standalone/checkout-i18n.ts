import type { i18n as I18n } from 'i18next';
import {
  createI18n,
  registerNamespace,
  VALIDATION_NAMESPACE,
  validationTranslations,
  type Locale,
} from '@shop/platform';
import { CHECKOUT_NAMESPACE, checkoutTranslations } from '../i18n/texts';

/** An i18n instance with what the shell would have registered for this remote: its texts and the validation texts. */
export async function checkoutI18n(locale: Locale): Promise<I18n> {
  const i18n = await createI18n(locale);
  await registerNamespace(i18n, CHECKOUT_NAMESPACE, checkoutTranslations);
  await registerNamespace(i18n, VALIDATION_NAMESPACE, validationTranslations);
  return i18n;
}
