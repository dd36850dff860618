import { useSyncExternalStore } from 'react';
import { AUTH_COOKIE } from './auth-cookie';
import { deleteCookie, readCookie, writeCookie } from './cookies';

export { AUTH_COOKIE };

type Listener = () => void;
const listeners = new Set<Listener>();
let token: string | null = readCookie(AUTH_COOKIE);

function emit(): void {
  for (const listener of listeners) listener();
}

/** The bearer token, or null for a visitor. The session counts as authenticated while the cookie is there. */
export function getToken(): string | null {
  return token;
}

export function signIn(session: { token: string; expires_at: string }): void {
  token = session.token;
  writeCookie(AUTH_COOKIE, session.token, { expires: new Date(session.expires_at) });
  emit();
}

export function signOut(): void {
  token = null;
  deleteCookie(AUTH_COOKIE);
  emit();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsAuthenticated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => token !== null,
    () => false,
  );
}
