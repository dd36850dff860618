import type { TestApp } from '../../test/helper';
import { productImageSvg } from './product-image';
import { appWithHostileNames, HOSTILE_NAMES } from '../../test/hostile-names';

describe('productImageSvg', () => {
  it('escapes the text it draws', () => {
    const svg = productImageSvg(1, '<script>"&\'</script>', 1);
    expect(svg).toContain('&lt;script&gt;&quot;&amp;&apos;&lt;/script&gt;');
    expect(svg).not.toContain('<script');
  });

  it('draws the same picture for the same product and picture number, another for another', () => {
    expect(productImageSvg(42, 'LW-02-000042', 1)).toBe(productImageSvg(42, 'LW-02-000042', 1));
    expect(productImageSvg(42, 'LW-02-000042', 2)).not.toBe(productImageSvg(42, 'LW-02-000042', 1));
    expect(productImageSvg(43, 'LW-02-000042', 1)).not.toBe(productImageSvg(42, 'LW-02-000042', 1));
  });
});

describe('GET /uploads/products/<id>-<n>.svg', () => {
  let t: TestApp;
  beforeAll(async () => (t = await appWithHostileNames()));
  afterAll(() => t.close());

  const get = (file: string) => t.app.inject({ url: `/uploads/products/${file}` });

  it('serves every picture of a product as a locked-down, long-cached SVG with its SKU', async () => {
    const { sku, image_count } = t.db.prepare('SELECT sku, image_count FROM products WHERE id = 40').get() as {
      sku: string;
      image_count: number;
    };
    for (let n = 1; n <= image_count; n++) {
      const res = await get(`40-${n}.svg`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(res.body).toContain(`>${sku}</text>`);
    }
    expect((await get(`40-${image_count + 1}.svg`)).statusCode).toBe(404);
  });

  it.each(HOSTILE_NAMES)('never draws the name of product %i, which looks like markup', async (id, name) => {
    const res = await get(`${id}-1.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(name);
    expect(res.body).not.toMatch(/<script|onerror|onload|<img|<b>/i);
  });

  it.each(['999999-1.svg', '7-0.svg', '7-99.svg', '0-1.svg', '007-1.svg', '7-1.png', '7.svg', '7-1.svg.js', 'x-1.svg'])(
    'answers 404 for %s',
    async (file) => {
      const res = await get(file);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404 });
    },
  );

  it('answers 404 for paths that try to leave the folder', async () => {
    expect((await get('..%2F..%2Fpackage.json')).statusCode).toBe(404);
    expect((await get('../7-1.svg')).statusCode).toBe(404);
  });
});
