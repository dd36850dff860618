import { createRenderPage } from '@shop/remote-kit/testing';
import { CHECKOUT_NAMESPACE, checkoutTranslations } from '../i18n/texts';

export { findAlert, signInAsCustomer } from '@shop/remote-kit/testing';

/** A page of the checkout inside the shell's real providers (see @shop/remote-kit). */
export const renderPage = createRenderPage(CHECKOUT_NAMESPACE, checkoutTranslations);
