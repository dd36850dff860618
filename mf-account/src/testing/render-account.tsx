import { createRenderPage } from '@shop/remote-kit/testing';
import { ACCOUNT_NAMESPACE, accountTranslations } from '../i18n/texts';

export { findAlert, signInAsCustomer } from '@shop/remote-kit/testing';

/** A page of the account inside the shell's real providers (see @shop/remote-kit). */
export const renderPage = createRenderPage(ACCOUNT_NAMESPACE, accountTranslations);
