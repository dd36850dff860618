import { expect, test } from '../support/fixtures';

// Issue 44, hole 12 (decision 053): a product the backend does not know is a 404 from the server's first response,
// kept out of search indexes, never a kept skeleton served as a 200.

const MISSING = '/pc/product/99999';

test.describe('a product that does not exist', () => {
  test("is a 404 with noindex from the first response, and says 'Page Not Found: {path}'", async ({ page }) => {
    const response = await page.goto(MISSING);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('Loading product');
    expect(html).not.toContain('id="shop-server-state"');
    await expect(page.getByRole('heading', { name: `Page Not Found: ${MISSING}`, level: 1 })).toBeVisible();
  });

  test('is never kept: asked again and again, each answer is a 404 of its own render', async ({ request }) => {
    for (let i = 0; i < 3; i += 1) {
      const response = await request.get(MISSING, { headers: { accept: 'text/html' } });
      expect(response.status()).toBe(404);
      expect(['miss', 'bypass']).toContain(response.headers()['x-shop-render']);
      expect(await response.text()).not.toContain('Loading product');
    }
  });
});
