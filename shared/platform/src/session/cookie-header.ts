/**
 * The one reader of a `Cookie` header, for the browser (`document.cookie`) and every server alike: a cookie whose
 * value is not valid percent-encoding (`%E0%A4%A`, `%zz`, sent by some script or proxy) is ignored as if it were not
 * there, never thrown, so one bad cookie can never break a page (issue 44). The first of two cookies with one name
 * wins, as browsers send the most specific path first.
 */
export function cookiesOf(header: string | undefined | null): ReadonlyMap<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at === -1) continue;
    const name = part.slice(0, at).trim();
    if (!name || cookies.has(name)) continue;
    const value = decoded(part.slice(at + 1).trim());
    if (value !== null) cookies.set(name, value);
  }
  return cookies;
}

/** One cookie of a `Cookie` header, or null when it is absent or malformed. */
export const cookieOf = (header: string | undefined | null, name: string): string | null =>
  cookiesOf(header).get(name) ?? null;

function decoded(raw: string): string | null {
  const value = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
