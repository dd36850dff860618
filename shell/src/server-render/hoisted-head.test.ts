import { hoistedHead } from './hoisted-head';

describe("what React hoists out of a page's markup", () => {
  it('takes the leading preloads, in their order', () => {
    const logo = '<link rel="preload" as="image" href="/uploads/site/logo.svg"/>';
    const banner = '<link rel="preload" as="image" href="/uploads/site/banner.svg" fetchPriority="high"/>';
    expect(hoistedHead(`${logo}${banner}<header><img src="/uploads/site/logo.svg"/></header>`)).toEqual({
      preloads: `${logo}${banner}`,
      head: '',
      markup: '<header><img src="/uploads/site/logo.svg"/></header>',
    });
  });

  it("takes the page's title and tags apart from its preloads", () => {
    const preload = '<link rel="preload" as="image" href="/a.svg"/>';
    const head =
      '<title>Rice &lt;25 kg&gt; | Lotus</title><meta name="description" content="Rice."/>' +
      '<link rel="canonical" href="https://shop.example/pc/product/7"/><meta property="og:type" content="product"/>';
    expect(hoistedHead(`${preload}${head}<main>Rice</main>`)).toEqual({
      preloads: preload,
      head,
      markup: '<main>Rice</main>',
    });
  });

  it('leaves what the page holds inside it, and a leading element of any other kind', () => {
    const markup = '<main><link rel="preload" as="image" href="/a.svg"/><title>x</title></main>';
    expect(hoistedHead(markup)).toEqual({ preloads: '', head: '', markup });
    const stylesheet = '<link rel="stylesheet" href="/a.css"/><main></main>';
    expect(hoistedHead(stylesheet)).toEqual({ preloads: '', head: '', markup: stylesheet });
  });
});
