import type { Locale, RemoteName, RenderedSession, ServerAnswer } from '@shop/platform';
import type { Device } from '../routing/device';

/** The element the server writes its state into, beside the page's markup. */
export const SERVER_STATE_ID = 'shop-server-state';

/**
 * What the shell's server rendered the page with, written into the page for the hydrating client (decision 038):
 * the locale, device and session it drew for (the client hydrates only when it agrees), the remote page it drew,
 * and the answers it drew them from, which go into SWR's cache before hydration. Never a token (decision 046).
 */
export interface ServerState {
  locale: Locale;
  device: Device;
  remote: { name: RemoteName; page: string } | null;
  /** Whom it was drawn for: a visitor or a customer, and the session part of the answers' keys. */
  session: RenderedSession;
  answers: ServerAnswer[];
}

/**
 * The state as a JSON data block. `<` is escaped so no text in an answer (a product's name) can close the element;
 * a data block is never run, so the page's CSP needs no exception for it.
 */
export function serverStateElement(state: ServerState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script id="${SERVER_STATE_ID}" type="application/json">${json}</script>`;
}

/** The state the server wrote into this page, or null for a page rendered in the browser only. */
export function readServerState(doc: Document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as ServerState;
    return Array.isArray(state.answers) && typeof state.session?.key === 'string' ? state : null;
  } catch {
    return null;
  }
}
