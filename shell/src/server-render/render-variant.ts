import { isCustomerPage } from '../routing/customer-page';
import { detectDevice } from '../routing/device';
import { cookieOf, localeOf, type PageRequest } from '../routing/page-request';

/**
 * The cookie the backend sets once a session has passed the shop's password gate (`GATE_COOKIE` in
 * backend/src/plugins/session.ts; the shell cannot import the backend). It proves nothing: a gated page is never
 * kept (decision 044). It is in the key so a visitor who has not passed never shares an entry with one who has.
 */
export const GATE_COOKIE = 'passwordVerifySuccess';

/**
 * Everything of a request that changes the page the shell renders, besides its address and the remotes' builds
 * (decision 044): the device and locale as `renderPage` decides them, and the gate state. Null for a customer
 * (the `authorization` cookie), whose page is never rendered on the server, let alone kept.
 */
export function renderVariant(request: PageRequest): string | null {
  if (isCustomerPage(request)) return null;
  const gate = cookieOf(request.cookie, GATE_COOKIE) ?? '';
  return `${detectDevice(request.userAgent)} ${localeOf(request)} gate=${gate}`;
}
