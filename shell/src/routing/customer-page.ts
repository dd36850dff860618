import { AUTH_COOKIE } from '@shop/platform/routes';
import { cookieOf, type PageRequest } from './page-request';

/**
 * A page request from a signed-in customer's browser (the session cookie, spec 4), whatever its address: the
 * document may hold their name, counters and prices, so it is theirs alone (decision 046). Sent
 * `private, no-store`, never kept by the render cache, rendered or not. An empty or expired cookie counts: what the
 * backend says of the token is not known here, and a document wrongly private costs nothing.
 */
export const isCustomerPage = (request: Pick<PageRequest, 'cookie'>): boolean =>
  cookieOf(request.cookie, AUTH_COOKIE) !== null;
