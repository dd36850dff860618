import { createRenderPage } from '@shop/remote-kit/testing';
import { CATALOG_NAMESPACE, catalogTranslations } from '../i18n/texts';

export { findAlert, signInAsCustomer } from '@shop/remote-kit/testing';

/** A page of the catalog inside the shell's real providers (see @shop/remote-kit). */
export const renderPage = createRenderPage(CATALOG_NAMESPACE, catalogTranslations);
