/** One element React hoists out of a page and writes before it: a preload, or a part of the page's head. */
const HOISTED = /^(?:<link rel="preload"[^>]*\/>|<link rel="canonical"[^>]*\/>|<meta [^>]*\/>|<title>[^<]*<\/title>)/;

/** A page's markup, and apart from it what React wrote ahead of it, for the document's head. */
export interface HoistedHead {
  /** The preloads (an `<img fetchPriority="high">`'s): the first screen's largest picture, asked for first. */
  preloads: string;
  /** The page's title and tags (`PageHead`, decision 051), in their order. */
  head: string;
  markup: string;
}

/**
 * The elements React hoists out of a page it renders into an element rather than a whole document: it writes them at
 * the start of the markup, where the shell's server takes them into the document's head (decisions 038 and 051).
 * There the largest picture is asked for before the scripts, and the page's title and tags are where crawlers and
 * link previews read them, and where React finds them again at hydration.
 */
export function hoistedHead(markup: string): HoistedHead {
  let preloads = '';
  let head = '';
  let rest = markup;
  for (let found = HOISTED.exec(rest); found; found = HOISTED.exec(rest)) {
    const [element] = found;
    if (element.startsWith('<link rel="preload"')) preloads += element;
    else head += element;
    rest = rest.slice(element.length);
  }
  return { preloads, head, markup: rest };
}
