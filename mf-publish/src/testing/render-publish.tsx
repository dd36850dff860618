import { createRenderPage } from '@shop/remote-kit/testing';
import { PUBLISH_NAMESPACE, publishTranslations } from '../i18n/texts';

export { findAlert, signInAsCustomer } from '@shop/remote-kit/testing';

/** A page of the publish remote inside the shell's real providers (see @shop/remote-kit). */
export const renderPage = createRenderPage(PUBLISH_NAMESPACE, publishTranslations);
