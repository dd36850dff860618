/**
 * A JSON-LD block's text (decision 051): the characters that could end the `<script>` element or start a comment in
 * it (`<`, `>`, `&`) are written as JSON escapes, as are the two line separators older parsers choke on. The text
 * still parses to the same value, and no name a seller types can close the element.
 */
export function jsonLdText(value: object): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
