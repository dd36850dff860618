import { useSyncExternalStore } from 'react';
import { AUTH_COOKIE } from './auth-cookie';
import { deleteCookie, readCookie, writeCookie } from './cookies';
import { sessionKeyOf, useRenderedSession } from './rendered-session';

export { AUTH_COOKIE };

type Listener = () => void;
const listeners = new Set<Listener>();
let token: string | null = readCookie(AUTH_COOKIE);
/** Bumped on every change of who is asking, so no two sessions of one tab ever share a cache key. */
let generation = 0;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
/** setTimeout's largest delay (about 24.8 days); a later expiry is caught by the cookie checks instead. */
const MAX_TIMER_MS = 2 ** 31 - 1;

function change(next: string | null): void {
  token = next;
  generation += 1;
  clearTimeout(expiryTimer);
  expiryTimer = undefined;
  for (const listener of listeners) listener();
}

/**
 * The cookie is the session (spec 4): another tab's sign-out deletes it, another tab's sign-in replaces it, and it
 * expires on its own. The page's copy follows it whenever the page asks for the token or comes back into view.
 */
function followCookie(): void {
  const stored = readCookie(AUTH_COOKIE);
  if (stored !== token) change(stored);
}

/** The bearer token, or null for a visitor. The session counts as authenticated while the cookie is there. */
export function getToken(): string | null {
  followCookie();
  return token;
}

export function signIn(session: { token: string; expires_at: string }): void {
  const expires = new Date(session.expires_at);
  writeCookie(AUTH_COOKIE, session.token, { expires });
  change(session.token);
  const left = expires.getTime() - Date.now();
  if (left < MAX_TIMER_MS) expiryTimer = setTimeout(followCookie, Math.max(0, left) + 1_000);
}

export function signOut(): void {
  deleteCookie(AUTH_COOKIE);
  if (token !== null) change(null);
}

/**
 * Who is asking, as cache keys carry it: a visitor or a customer, and which session of this tab. It changes on
 * sign-in, sign-out (a 401 signs out) and when the cookie expires or another tab changes it.
 */
export function sessionKey(): string {
  return sessionKeyOf(token !== null, generation);
}

/** Called (synchronously, before React draws again) whenever the session changes. */
export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('focus', followCookie);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') followCookie();
  });
}

/**
 * True while a customer is signed in. On the server, and while the browser hydrates a page the server rendered,
 * it is who the page was rendered for (`RenderedSessionContext`): the store's own state there is not this
 * request's (the server's is nobody's), and the hydrating page must draw what the server drew.
 */
export function useIsAuthenticated(): boolean {
  const rendered = useRenderedSession();
  return useSyncExternalStore(
    onSessionChange,
    () => token !== null,
    () => rendered?.authenticated ?? false,
  );
}

/** `sessionKey()` for a component: it draws again when the session changes. Rendered pages: as above. */
export function useSessionKey(): string {
  const rendered = useRenderedSession();
  return useSyncExternalStore(onSessionChange, sessionKey, () => rendered?.key ?? sessionKey());
}
