import { act, renderHook } from '@testing-library/react';
import { readCookie } from './cookies';
import * as session from './session-store';

describe('session', () => {
  it('is authenticated while the authorization cookie holds a token', () => {
    const { result } = renderHook(() => session.useIsAuthenticated());
    expect(result.current).toBe(false);
    act(() => session.signIn({ token: 'tok-1', expires_at: new Date(Date.now() + 60_000).toISOString() }));
    expect(result.current).toBe(true);
    expect(session.getToken()).toBe('tok-1');
    expect(readCookie(session.AUTH_COOKIE)).toBe('tok-1');
    act(() => session.signOut());
    expect(result.current).toBe(false);
    expect(readCookie(session.AUTH_COOKIE)).toBeNull();
  });
});

describe('the session follows its cookie', () => {
  const later = () => new Date(Date.now() + 60_000).toISOString();
  afterEach(() => session.signOut());

  it('ends when another tab deletes the cookie, as soon as the page asks for the token or comes into view', () => {
    const { result } = renderHook(() => session.useIsAuthenticated());
    act(() => session.signIn({ token: 'tok-1', expires_at: later() }));
    const seen = jest.fn();
    const stop = session.onSessionChange(seen);
    document.cookie = `${session.AUTH_COOKIE}=; Path=/; Max-Age=0`;
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(result.current).toBe(false);
    expect(session.getToken()).toBeNull();
    expect(seen).toHaveBeenCalledTimes(1);
    stop();
  });

  it('is another session when another tab signs someone else in', () => {
    act(() => session.signIn({ token: 'tok-1', expires_at: later() }));
    const before = session.sessionKey();
    document.cookie = `${session.AUTH_COOKIE}=tok-2; Path=/`;
    expect(session.getToken()).toBe('tok-2');
    expect(session.sessionKey()).not.toBe(before);
    expect(session.sessionKey()).toMatch(/^customer:/);
  });

  it('ends when the token expires, without waiting for a call', () => {
    jest.useFakeTimers();
    try {
      const { result } = renderHook(() => session.useIsAuthenticated());
      act(() => session.signIn({ token: 'tok-1', expires_at: new Date(Date.now() + 5_000).toISOString() }));
      // jsdom keeps the cookie past its Expires while fake timers stand still; the browser drops it then.
      document.cookie = `${session.AUTH_COOKIE}=; Path=/; Max-Age=0`;
      act(() => void jest.advanceTimersByTime(6_000));
      expect(result.current).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives every session its own key, a visitor after a customer included', () => {
    const keys = new Set([session.sessionKey()]);
    act(() => session.signIn({ token: 'tok-1', expires_at: later() }));
    keys.add(session.sessionKey());
    act(() => session.signOut());
    keys.add(session.sessionKey());
    act(() => session.signIn({ token: 'tok-1', expires_at: later() }));
    keys.add(session.sessionKey());
    expect(keys.size).toBe(4);
  });
});
