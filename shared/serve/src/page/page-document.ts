import { readFileSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { RenderedPage } from '../rendering/server-rendering';

/**
 * The shell's built index.html cut into the parts every page is assembled from. The four places a page differs
 * are found by what the build always writes, not by markers: html-webpack-plugin's production minifier drops
 * comments, and it injects the build's tags just before `</head>`, after any marker a template could carry.
 */
export interface PageTemplate {
  /** Before the html element (the doctype). */
  start: string;
  /** The html element's opening up to its language, as built: `<html lang="en"`. A rendered page names its own. */
  html: string;
  /** From there through the charset: `><head><meta charset="utf-8">`. A rendered page's first preloads follow. */
  headStart: string;
  /** The build's own head (meta, title, icons, preloads, scripts), in its order, which a page never changes. */
  head: string;
  /** The build's head without its `<title>`: a rendered page that names itself brings its own (decision 051). */
  untitledHead: string;
  /** From `</head>` to the root element: `</head><body>`. */
  body: string;
  /** The empty root element, as built: `<div id="root"></div>`. A rendered page's markup goes inside. */
  root: string;
  /** After the root element. */
  end: string;
}

const HTML = /<html(?: lang="?[\w-]*"?)?/;
// Through the charset, which must come within the document's first 1,024 bytes (minified: `<meta charset="utf-8"/>`).
const HEAD_START = /<head>(?:<meta charset="?[\w-]+"?\s*\/?>)?/;
const HEAD_END = '</head>';
const ROOT = /<div id="?root"?><\/div>/;
const TITLE = /<title>[^<]*<\/title>/;

/**
 * Cuts a built page into its parts, or throws naming what it lacks (and `file`): a page without one of them
 * would go out without its runtime configuration, or with a rendered page nowhere.
 */
export function pageTemplate(html: string, file = 'index.html'): PageTemplate {
  const missing = (what: string) => new Error(`${file}: no ${what}, so no page can be made from it`);
  const htmlAt = HTML.exec(html);
  if (!htmlAt) throw missing('<html> element');
  const afterHtml = htmlAt.index + htmlAt[0].length;
  const headAt = HEAD_START.exec(html.slice(afterHtml));
  if (!headAt) throw missing('<head>');
  const headFrom = afterHtml + headAt.index + headAt[0].length;
  const headEnd = html.indexOf(HEAD_END, headFrom);
  if (headEnd < 0) throw missing(HEAD_END);
  const rootAt = ROOT.exec(html.slice(headEnd));
  if (!rootAt) throw missing('empty <div id="root"></div> after the head');
  const rootFrom = headEnd + rootAt.index;
  return {
    start: html.slice(0, htmlAt.index),
    html: htmlAt[0],
    headStart: html.slice(afterHtml, headFrom),
    head: html.slice(headFrom, headEnd),
    untitledHead: html.slice(headFrom, headEnd).replace(TITLE, ''),
    body: html.slice(headEnd, rootFrom),
    root: rootAt[0],
    end: html.slice(rootFrom + rootAt[0].length),
  };
}

/**
 * The shell's index.html as parts, cut again only when the file changes (a deploy replaces it). It is cut once
 * at once too, so a build the server cannot make pages from stops the server's start.
 */
export function pageTemplateFile(file: string): () => Promise<PageTemplate> {
  let cached: { mtimeMs: number; template: PageTemplate } | null = null;
  try {
    const { mtimeMs } = statSync(file);
    cached = { mtimeMs, template: pageTemplate(readFileSync(file, 'utf8'), file) };
  } catch (error) {
    // No build yet is the health check's to report (503); a build without its parts is not.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return async () => {
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, template: pageTemplate(await readFile(file, 'utf8'), file) };
    return cached.template;
  };
}

/** The page the browser renders: the build's page with `head` (configuration, preloads) at the head's end. */
export function pageDocument(template: PageTemplate, head: string): string {
  const { start, html, headStart, body, root, end } = template;
  return `${start}${html}${headStart}${template.head}${head}${body}${root}${end}`;
}

/** The page rendered on the server (a whole one, `isWhole`): its head parts, its markup in the root, its state. */
export function renderedDocument(template: PageTemplate, head: string, page: RenderedPage): string {
  const { start, headStart, body, end } = template;
  return (
    `${start}<html lang="${page.lang}"${headStart}${page.preloads ?? ''}${page.head ?? ''}` +
    `${page.head?.includes('<title>') ? template.untitledHead : template.head}${head}${page.styles ?? ''}` +
    `${body}<div id="root">${page.markup}</div>${page.state}${end}`
  );
}
