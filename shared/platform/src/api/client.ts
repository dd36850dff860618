import { createApiClient, type ApiClient } from '@shop/api';
import { getToken } from '../session/session-store';
import { currentLocale } from '../i18n/current-locale';

/**
 * The one API client of the page. @shop/platform is a federation singleton, so the shell and every remote
 * share this instance (its CSRF token and its 401 handler, which the shell sets).
 */
export const api: ApiClient = createApiClient({
  getToken,
  locale: currentLocale,
});
