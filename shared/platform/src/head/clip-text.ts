/**
 * `text` on one line and at most `max` characters, cut at a word with an ellipsis: a meta description search
 * engines show whole (about 160 characters) rather than one they cut mid-word.
 */
export function clipText(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}
