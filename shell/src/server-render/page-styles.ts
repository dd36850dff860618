import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';

/**
 * An emotion cache for one server render that keeps the page's styles instead of writing a `<style>` before each
 * element (`compat`): they go once into the document's head (`headStyles`), where the browser reads them before the
 * page, and the client's cache (key `css`, emotion's default) takes them over at hydration without moving a node
 * out of the page (decision 038).
 */
export function renderStylesCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

/**
 * The `<style>` elements of the styles `markup` uses: the global ones first, each as the client's `<Global>` looks
 * for it. A keyframes rule is not a class, so it is written as a global one, and the client's cache, which knows
 * only the classes, inserts it once more when its animation is first drawn: one rule twice, nothing visible.
 */
export function headStyles(cache: EmotionCache, markup: string): string {
  const server = createEmotionServer(cache);
  return server.constructStyleTagsFromChunks(server.extractCriticalToChunks(markup));
}
