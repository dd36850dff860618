import { createContext, useContext } from 'react';

/**
 * Who a page was rendered for on the shell's server (decision 046): a visitor or a customer, and the session part
 * of its keys. The server renders many shoppers' pages at once in one process, so this is never module state: each
 * render, and the browser's hydration of it, is given its own through this context.
 */
export interface RenderedSession {
  authenticated: boolean;
  /** The session part of the page's keys, as `sessionKey()` gives it on a page just opened (`visitor:0`). */
  key: string;
}

/** The session part of a key: who asks, and which of this tab's sessions (bumped on every change). */
export const sessionKeyOf = (authenticated: boolean, generation: number): string =>
  `${authenticated ? 'customer' : 'visitor'}:${generation}`;

/** The session a page opened with: what `sessionKey()` gives in a browser that has not changed session since. */
export const openingSession = (authenticated: boolean): RenderedSession => ({
  authenticated,
  key: sessionKeyOf(authenticated, 0),
});

/**
 * Set by the shell around a page rendered on its server and around that page's hydration. Outside one (a page the
 * browser draws itself, a component test) it is null and the session store alone answers.
 */
export const RenderedSessionContext = createContext<RenderedSession | null>(null);

export const useRenderedSession = (): RenderedSession | null => useContext(RenderedSessionContext);
