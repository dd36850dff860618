import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { RenderedPage } from './server-rendering';

/** A rendered page as the render cache keeps it: every part a string, its markup written out (decision 044). */
export interface KeptPage extends Omit<RenderedPage, 'pipe'> {
  markup: string;
  /** What it takes in memory (UTF-8), for the cache's byte limit. */
  bytes: number;
}

/**
 * The nonce a kept page is rendered with, replaced by each response's own (`stampPage`): random per process, so no
 * text of a page (a product's name) can hold it by chance or by design.
 */
export const nonceStandIn = (): string => randomBytes(18).toString('base64url');

/** What a kept page's strings take in memory (UTF-8), for the cache's byte limit. */
export function keptBytes(parts: Omit<KeptPage, 'bytes'>): number {
  const strings = [
    parts.markup,
    parts.state,
    parts.preloads ?? '',
    parts.head ?? '',
    parts.styles ?? '',
    ...parts.answered,
  ];
  return strings.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
}

/** Reads a rendered page's markup into memory (the shell writes it from memory too, once everything is drawn). */
export function keepPage(page: RenderedPage): Promise<KeptPage> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const into = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        done();
      },
      final(done) {
        const { pipe: _pipe, ...parts } = page;
        const markup = Buffer.concat(chunks).toString('utf8');
        resolve({ ...parts, markup, bytes: keptBytes({ ...parts, markup }) });
        done();
      },
    });
    into.on('error', reject);
    page.pipe(into);
  });
}

/**
 * A kept page for one response: the stand-in nonce React wrote (in its inline scripts) replaced by the response's,
 * so the response's CSP and every script it allows agree, and no two responses share a nonce.
 */
export function stampPage(kept: KeptPage, standIn: string, nonce: string): RenderedPage {
  const stamp = (text: string) => text.split(standIn).join(nonce);
  const { markup, bytes: _bytes, ...parts } = kept;
  const page: RenderedPage = {
    ...parts,
    state: stamp(parts.state),
    pipe: (into) => into.end(stamp(markup)),
  };
  if (parts.preloads !== undefined) page.preloads = stamp(parts.preloads);
  if (parts.head !== undefined) page.head = stamp(parts.head);
  if (parts.styles !== undefined) page.styles = stamp(parts.styles);
  return page;
}
