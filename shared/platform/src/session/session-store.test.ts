import { act, renderHook } from '@testing-library/react';
import { readCookie } from './cookies';
import { AUTH_COOKIE, getToken, signIn, signOut, useIsAuthenticated } from './session-store';

describe('session', () => {
  it('is authenticated while the authorization cookie holds a token', () => {
    const { result } = renderHook(() => useIsAuthenticated());
    expect(result.current).toBe(false);
    act(() => signIn({ token: 'tok-1', expires_at: new Date(Date.now() + 60_000).toISOString() }));
    expect(result.current).toBe(true);
    expect(getToken()).toBe('tok-1');
    expect(readCookie(AUTH_COOKIE)).toBe('tok-1');
    act(() => signOut());
    expect(result.current).toBe(false);
    expect(readCookie(AUTH_COOKIE)).toBeNull();
  });
});
