import { createRenderPage } from '@shop/remote-kit/testing';
import { AFTER_SALES_NAMESPACE, afterSalesTranslations } from '../i18n/texts';

export { findAlert, signInAsCustomer } from '@shop/remote-kit/testing';

/** A page of the after-sales remote inside the shell's real providers (see @shop/remote-kit). */
export const renderPage = createRenderPage(AFTER_SALES_NAMESPACE, afterSalesTranslations);
