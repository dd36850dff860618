import { expect, test } from '@playwright/test';
import { checkLayout } from '../support/layout-check';

// The layout check itself, on planted pages (no store needed): it must find each kind of fault, and nothing on a
// page that only looks like one.
test.use({ viewport: { width: 390, height: 844 } });

const page = (body: string) => `<!doctype html><html><head><meta name="viewport" content="width=device-width">
<style>body{margin:0;font:16px/1.5 sans-serif} .sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}</style>
</head><body>${body}</body></html>`;

test.describe('the layout check', () => {
  test('finds a document wider than the viewport and names the element that sticks out', async ({ page: tab }) => {
    await tab.setContent(page('<main><p>fine</p><div id="wide" style="width:600px">a wide table</div></main>'));
    const report = await checkLayout(tab);
    expect(report.documentWidth).toBe(600);
    expect(report.findings).toEqual([
      { check: 'overflow', detail: expect.stringContaining('<div#wide> "a wide table" ends at 600px') },
    ]);
  });

  test('finds two text boxes drawn over each other', async ({ page: tab }) => {
    await tab.setContent(
      page(`<main style="position:relative">
        <span style="position:absolute;left:0;top:0">Price 12.50 USD</span>
        <span style="position:absolute;left:40px;top:4px">A long product name</span></main>`),
    );
    const { findings } = await checkLayout(tab);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      check: 'overlap',
      detail: expect.stringMatching(/^"Price 12.50 USD" and "A long product name" overlap by/),
    });
  });

  test('finds a small tap target and a header taking too much of the first screen', async ({ page: tab }) => {
    await tab.setContent(
      page(`<header style="height:200px"><a href="/" style="display:inline-block;padding:12px">Home</a></header>
        <main><button style="width:18px;height:18px;padding:0">x</button></main>`),
    );
    const { findings, headerHeight } = await checkLayout(tab);
    expect(headerHeight).toBe(200);
    expect(findings).toEqual([
      { check: 'tap-target', detail: '<button> "x" is 18x18px' },
      { check: 'header-share', detail: 'header is 200px, 24% of a 844px screen' },
    ]);
  });

  test('passes a page that only looks faulty: hidden, clipped, floating, in-sentence and labelled parts', async ({
    page: tab,
  }) => {
    await tab.setContent(
      page(`<header style="height:56px"><button style="min-height:44px">Open menu</button>
          <span class="sr">Skip to content</span><span class="sr">Also hidden</span></header>
        <main>
          <p>Read the <a href="/terms">terms</a> before you buy.</p>
          <details><summary style="min-height:44px">Filters</summary>
            <p style="margin-top:-44px">Electronics</p><a href="/c" style="font-size:8px">Cats</a></details>
          <div style="display:none"><button style="width:2px">hidden</button><span>over</span></div>
          <div style="width:200px;overflow:hidden;white-space:nowrap">A name far too long to fit in its cell is cut</div>
          <span style="display:block">Next line</span>
          <label style="display:inline-flex;align-items:center;min-height:28px"><input type="checkbox"> Keep me</label>
          <div style="overflow-x:auto"><div style="width:900px">a table that scrolls inside its box</div></div>
          <div style="position:fixed;bottom:0;left:0;right:0"><button style="min-height:44px">Check out</button></div>
          <p style="margin-top:760px">Total</p>
        </main>`),
    );
    const report = await checkLayout(tab);
    expect(report.findings).toEqual([]);
    expect(report.documentWidth).toBe(390);
  });
});
