/** The preloads React hoists out of a page (an `<img fetchPriority="high">`'s), which it writes before the page. */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

/**
 * The page's markup, and apart from it the preloads it starts with, for the document's head (decision 038): there
 * the first screen's largest picture is asked for before the scripts, not after them.
 */
export function leadingPreloads(markup: string): { preloads: string; markup: string } {
  const preloads = LEADING_PRELOADS.exec(markup)?.[0] ?? '';
  return { preloads, markup: markup.slice(preloads.length) };
}
