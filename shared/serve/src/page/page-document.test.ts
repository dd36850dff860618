import { utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDist } from '../testing/fixtures';
import { renderedPage } from '../testing/rendered-page';
import { pageDocument, pageTemplate, pageTemplateFile, renderedDocument } from './page-document';

// As the shell's production build writes it (minified, attributes unquoted).
const BUILT =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Wholesale store</title>' +
  '<script defer src=/main.2561828c.js></script></head><body><div id=root></div></body></html>';
const HEAD = '<script id="runtime-config" type="application/json">{}</script>';

describe('the page, assembled from the built index.html', () => {
  it("is the build's page with the server's head after the build's own tags, byte for byte", () => {
    expect(pageDocument(pageTemplate(BUILT), HEAD)).toBe(BUILT.replace('</head>', `${HEAD}</head>`));
  });

  it('puts a rendered page in its language, its preloads after the charset, its styles last in the head', () => {
    const page = renderedDocument(
      pageTemplate(BUILT),
      HEAD,
      renderedPage({
        lang: 'vi',
        preloads: '<link rel="preload" as="image" href="/a.png">',
        styles: '<style>.a{}</style>',
        state: '<script id="shop-server-state" type="application/json">{}</script>',
        markup: '<main>Hello</main>',
      }),
    );
    expect(page).toBe(
      '<!doctype html><html lang="vi"><head><meta charset=utf-8><link rel="preload" as="image" href="/a.png">' +
        '<title>Wholesale store</title><script defer src=/main.2561828c.js></script>' +
        `${HEAD}<style>.a{}</style></head><body><div id="root"><main>Hello</main></div>` +
        '<script id="shop-server-state" type="application/json">{}</script></body></html>',
    );
  });

  it("writes a page's own title and tags after its preloads, in place of the build's title (decision 051)", () => {
    const page = renderedDocument(
      pageTemplate(BUILT),
      HEAD,
      renderedPage({
        lang: 'en',
        preloads: '<link rel="preload" as="image" href="/a.png">',
        head: '<title>Rice | Lotus</title><meta name="description" content="Rice."/>',
        state: '',
        markup: '<main></main>',
      }),
    );
    expect(page).toContain(
      '<meta charset=utf-8><link rel="preload" as="image" href="/a.png"><title>Rice | Lotus</title>' +
        '<meta name="description" content="Rice."/><script defer src=/main.2561828c.js></script>',
    );
    expect(page.match(/<title>/g)).toHaveLength(1);
  });

  it("keeps the build's title for a page whose head names none", () => {
    const page = renderedDocument(
      pageTemplate(BUILT),
      HEAD,
      renderedPage({
        lang: 'en',
        head: '<meta property="og:type" content="website"/>',
        state: '',
      }),
    );
    expect(page).toContain('<meta property="og:type" content="website"/><title>Wholesale store</title>');
  });

  it.each([
    ['</head>', BUILT.replace('</head>', '')],
    ['empty <div id="root"></div>', BUILT.replace('<div id=root></div>', '<div id=app></div>')],
  ])('refuses a build without its %s, naming the file', (what, html) => {
    expect(() => pageTemplate(html, 'dist/index.html')).toThrow(`dist/index.html: no ${what}`);
  });

  it("stops the server's start on a build it cannot make pages from, and cuts a deployed page afresh", async () => {
    const dist = tempDist({ 'broken.html': '<html><body></body></html>', 'index.html': BUILT });
    try {
      expect(() => pageTemplateFile(path.join(dist.dir, 'broken.html'))).toThrow(/no <head>/);
      const file = path.join(dist.dir, 'index.html');
      const template = pageTemplateFile(file);
      expect((await template()).head).toContain('main.2561828c.js');
      writeFileSync(file, BUILT.replace('main.2561828c.js', 'main.0f0f0f0f.js'));
      utimesSync(file, new Date(), new Date(Date.now() + 5_000));
      expect((await template()).head).toContain('main.0f0f0f0f.js');
    } finally {
      dist.remove();
    }
  });
});
