import { unstable_serialize } from 'swr';
import { getHeader } from '@shop/api/calls';
import { callKey, openingSession, type CallKey, type RenderedSession, type ServerAnswer } from '@shop/platform';
import { AUTH_COOKIE } from '@shop/platform/routes';
import { cookieOf } from '../routing/page-request';

/**
 * Whom the server renders a page for (decision 046): a customer when the request has the session cookie, whose
 * calls the server then reads with their bearer token as their browser does, otherwise a visitor. Made per request
 * and passed down, never kept in a module: the server renders several shoppers' pages at once.
 */
export interface ServerSession {
  /** What the page's hooks see, on the server and while the browser hydrates (`useIsAuthenticated`, keys). */
  rendered: RenderedSession;
  /** The customer's bearer token for the server's own calls, never written into the page; null for a visitor. */
  token: string | null;
}

export function serverSessionOf(cookie: string): ServerSession {
  // An empty cookie counts as a session, as it does in the browser's store: no token, so `sessionProof` fails and
  // no page is rendered for it.
  const token = cookieOf(cookie, AUTH_COOKIE);
  return { rendered: openingSession(token !== null), token };
}

/**
 * The backend answered a customer's call with 401: the token is unknown or expired. No page is rendered (neither
 * the customer's, which it is not, nor a visitor's under their cookie): the browser draws it and signs out, as it
 * does today.
 */
export class SessionRejected extends Error {}

/**
 * True when the header's answer was given to a signed-in customer. The header is public, so the backend answers a
 * token it does not know as a visitor's (no name, zero counters) rather than with a 401: a page drawn from it would
 * be half a customer's.
 */
export function headerNamesCustomer(header: unknown): boolean {
  return typeof header === 'object' && header !== null && 'user_name' in header && header.user_name !== null;
}

/**
 * What proves the session holds, read with the gate before the page is drawn: nothing for a visitor; the header
 * for a customer (every page draws it, so it is no extra call), which must name them.
 */
export function sessionProof(session: ServerSession): {
  keys: CallKey[];
  holds: (answers: readonly ServerAnswer[]) => boolean;
} {
  if (session.token === null) return { keys: [], holds: () => true };
  const header = callKey(getHeader, {}, session.rendered.key);
  const id = unstable_serialize(header);
  return {
    keys: [header],
    holds: (answers) => headerNamesCustomer(answers.find(([key]) => unstable_serialize(key) === id)?.[1]),
  };
}
