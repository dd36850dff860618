import { nonceStandIn, pageBytes, stampPage } from './kept-page';
import { renderedPage } from '../testing/rendered-page';

describe('a kept page (decision 044)', () => {
  it('counts its strings’ bytes, and is stamped with each response’s nonce wherever the stand-in was written', () => {
    const standIn = nonceStandIn();
    const page = renderedPage({
      lang: 'vi',
      state: '<script id="shop-server-state" type="application/json">{"a":"é"}</script>',
      answered: ['/shop-hapi/header'],
      preloads: '<link rel="preload" as="image" href="/a.svg">',
      markup: `<main>phở</main><script nonce="${standIn}">x</script>`,
    });
    expect(pageBytes(page)).toBe(
      [page.markup, page.state, page.preloads ?? '', ...page.answered].reduce((n, s) => n + Buffer.byteLength(s), 0),
    );
    const stamped = stampPage(page, standIn, 'N1');
    expect(stamped.markup).toBe('<main>phở</main><script nonce="N1">x</script>');
    expect(stamped).toMatchObject({ lang: 'vi', answered: ['/shop-hapi/header'], preloads: page.preloads });
    expect(stamped.styles).toBeUndefined();
  });

  it('has a stand-in no page can hold by chance: new in every process', () => {
    expect(nonceStandIn()).not.toBe(nonceStandIn());
    expect(nonceStandIn()).toMatch(/^[\w-]{24}$/);
  });
});
