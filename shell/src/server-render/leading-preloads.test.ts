import { leadingPreloads } from './leading-preloads';

describe("a page's leading preloads", () => {
  it('are taken from the start of the markup, in their order', () => {
    const logo = '<link rel="preload" as="image" href="/uploads/site/logo.svg"/>';
    const banner = '<link rel="preload" as="image" href="/uploads/site/banner.svg" fetchPriority="high"/>';
    expect(leadingPreloads(`${logo}${banner}<header><img src="/uploads/site/logo.svg"/></header>`)).toEqual({
      preloads: `${logo}${banner}`,
      markup: '<header><img src="/uploads/site/logo.svg"/></header>',
    });
  });

  it('are none when the page starts with itself, and a link inside the page stays there', () => {
    const markup = '<main><link rel="preload" as="image" href="/a.svg"/></main>';
    expect(leadingPreloads(markup)).toEqual({ preloads: '', markup });
    const stylesheet = '<link rel="stylesheet" href="/a.css"/><main></main>';
    expect(leadingPreloads(stylesheet)).toEqual({ preloads: '', markup: stylesheet });
  });
});
