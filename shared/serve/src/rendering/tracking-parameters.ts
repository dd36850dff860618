/**
 * The query parameters that say where a visitor came from (ads, newsletters, social networks, analytics) and never
 * change the page drawn: the one list the render cache leaves out of its key (decision 053). Each click of a
 * campaign carries its own values, so with them in the key every click was a render and a Redis entry.
 */
const TRACKING_PARAMETERS: ReadonlySet<string> = new Set([
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'yclid',
  'ttclid',
  'twclid',
  'igshid',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
  'srsltid',
]);

/** `utm_source`, `utm_medium`, `utm_campaign`, `utm_term`, `utm_content`, `utm_id` and any other `utm_`. */
const TRACKING_PREFIX = 'utm_';

export const isTrackingParameter = (name: string): boolean => {
  const lower = name.toLowerCase();
  return lower.startsWith(TRACKING_PREFIX) || TRACKING_PARAMETERS.has(lower);
};

/**
 * A page address as the render cache knows it: its path, and its query without tracking parameters, in name order
 * (`?b=2&a=1` draws what `?a=1&b=2` draws). A query left empty is dropped with its `?`.
 */
export function cacheAddress(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  const kept = [...query].filter(([name]) => !isTrackingParameter(name));
  if (kept.length === 0) return url.slice(0, at);
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${url.slice(0, at)}?${new URLSearchParams(kept).toString()}`;
}
