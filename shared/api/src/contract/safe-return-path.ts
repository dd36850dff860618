function hasControlCharacter(text: string): boolean {
  return [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/**
 * A same-origin path to return to after login: starts with one `/`, no `//` or `/\` (protocol-relative), no
 * scheme. Plain code without a schema, because the shell's guards run it on every page.
 */
export function isSafeReturnPath(path: string): boolean {
  // \s also rules out control characters such as tab and newline that browsers strip from URLs.
  return /^\/(?![/\\])[^\s\\]*$/.test(path) && path.length <= 2000 && !hasControlCharacter(path);
}
