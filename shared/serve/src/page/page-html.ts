import { stat, readFile } from 'node:fs/promises';

/**
 * The shell's index.html, read again only when the file changes (a deploy replaces it), with `head` inserted
 * before `</head>`. Page-specific content is inserted after the build's own tags, whose order it never changes.
 */
export function pageHtml(file: string) {
  let cached: { mtimeMs: number; text: string } | null = null;
  return async function html(head: string): Promise<string> {
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, text: await readFile(file, 'utf8') };
    const at = cached.text.indexOf('</head>');
    return at < 0 ? cached.text : `${cached.text.slice(0, at)}${head}${cached.text.slice(at)}`;
  };
}
