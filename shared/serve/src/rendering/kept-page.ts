import { randomBytes } from 'node:crypto';
import type { RenderedPage } from './server-rendering';

/**
 * A rendered page as the render cache keeps it, here and in Redis (decisions 044, 045): the page as the renderer
 * gave it, the stand-in nonce it was rendered with (each server has its own, so it travels with the page) and its
 * render time, since fresh and stale are counted from the render on every server, not from when one read it.
 * Only a whole page is kept (`isWhole`): complete, of a page that exists, drawn for everyone.
 */
export interface KeptPage {
  page: RenderedPage;
  standIn: string;
  /** When it was rendered, in ms since the epoch. */
  at: number;
}

/**
 * The nonce a kept page is rendered with, replaced by each response's own (`stampPage`): random per process, so no
 * text of a page (a product's name) can hold it by chance or by design.
 */
export const nonceStandIn = (): string => randomBytes(18).toString('base64url');

/** What a page's strings take in memory (UTF-8), for the cache's byte limit. */
export function pageBytes(page: RenderedPage): number {
  const strings = [page.markup, page.state, page.preloads ?? '', page.head ?? '', page.styles ?? '', ...page.answered];
  return strings.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
}

/**
 * A kept page for one response: the stand-in nonce React wrote (in its inline scripts) replaced by the response's,
 * so the response's CSP and every script it allows agree, and no two responses share a nonce.
 */
export function stampPage(page: RenderedPage, standIn: string, nonce: string): RenderedPage {
  const stamp = (text: string) => text.split(standIn).join(nonce);
  const stamped: RenderedPage = { ...page, state: stamp(page.state), markup: stamp(page.markup) };
  if (page.preloads !== undefined) stamped.preloads = stamp(page.preloads);
  if (page.head !== undefined) stamped.head = stamp(page.head);
  if (page.styles !== undefined) stamped.styles = stamp(page.styles);
  return stamped;
}
