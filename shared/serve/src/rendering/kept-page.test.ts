import { PassThrough } from 'node:stream';
import { keepPage, nonceStandIn, stampPage } from './kept-page';
import type { RenderedPage } from './server-rendering';

describe('a kept page (decision 044)', () => {
  it('is read into strings, and stamped with each response’s nonce wherever the stand-in was written', async () => {
    const standIn = nonceStandIn();
    const page: RenderedPage = {
      lang: 'vi',
      state: '<script id="shop-server-state" type="application/json">{"a":"é"}</script>',
      answered: ['/shop-hapi/header'],
      preloads: '<link rel="preload" as="image" href="/a.svg">',
      pipe: (into) => {
        into.write(`<main>phở</main>`);
        into.end(`<script nonce="${standIn}">x</script>`);
      },
    };
    const kept = await keepPage(page);
    expect(kept.markup).toBe(`<main>phở</main><script nonce="${standIn}">x</script>`);
    expect(kept.bytes).toBe(
      [kept.markup, page.state, page.preloads ?? '', ...page.answered].reduce((n, s) => n + Buffer.byteLength(s), 0),
    );
    const stamped = stampPage(kept, standIn, 'N1');
    const out = new PassThrough();
    stamped.pipe(out);
    expect(Buffer.concat(await out.toArray()).toString('utf8')).toBe('<main>phở</main><script nonce="N1">x</script>');
    expect(stamped).toMatchObject({ lang: 'vi', answered: ['/shop-hapi/header'], preloads: page.preloads });
    expect(stamped.styles).toBeUndefined();
  });

  it('has a stand-in no page can hold by chance: new in every process', () => {
    expect(nonceStandIn()).not.toBe(nonceStandIn());
    expect(nonceStandIn()).toMatch(/^[\w-]{24}$/);
  });
});
