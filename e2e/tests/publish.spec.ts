import type { Page } from '@playwright/test';
import { type CustomerApi } from '../support/customer-api';
import { claimablePage, signInToPublish, signInWithBoxedProduct } from '../support/publish-flow';
import { BROWSER_LOCALE, expect, expectNoA11yViolations, test, type ShopLocale } from '../support/fixtures';

/** A one-time ERP entry code of this customer, as the ERP center's address carries it. */
async function entryCode(api: CustomerApi): Promise<string> {
  const { url } = (await api.get('/shop-api/user/getIrregularEntryUrl')) as { url: string };
  return new URL(url).searchParams.get('code')!;
}

async function boxNames(api: CustomerApi): Promise<string[]> {
  const box = await api.get('/shop-api/publish/box', { page_size: 100 });
  return (box.items as { product: { name: string } }[]).map((item) => item.product.name);
}

const WORDS = {
  en: {
    title: 'List to TKs',
    table: 'Products you can publish',
    oneClick: (name: string) => `One-click publish ${name}`,
    select: (name: string) => `Select ${name}`,
    batch: 'Batch publish',
    empty: 'Please select an item',
    page2: 'Page 2',
    page1: 'Page 1',
    review: 'Products to publish',
    go: 'Go to publish',
    success: 'Success',
    toBox: 'Go to the collection box',
    continue: 'Continue selecting',
    selectStep: 'Select products',
    box: 'Collection box',
    queued: 'Queued',
    invalid: 'This entry link is invalid or has expired.',
  },
  vi: {
    title: 'Đăng lên TikTok Shop',
    table: 'Sản phẩm có thể đăng',
    oneClick: (name: string) => `Đăng một chạm ${name}`,
    select: (name: string) => `Chọn ${name}`,
    batch: 'Đăng hàng loạt',
    empty: 'Vui lòng chọn một mục',
    page2: 'Trang 2',
    page1: 'Trang 1',
    review: 'Sản phẩm sẽ đăng',
    go: 'Đi đến đăng',
    success: 'Thành công',
    toBox: 'Đến hộp sưu tập',
    continue: 'Tiếp tục chọn',
    selectStep: 'Chọn sản phẩm',
    box: 'Hộp sưu tập',
    queued: 'Đang chờ',
    invalid: 'Liên kết truy cập không hợp lệ hoặc đã hết hạn.',
  },
} as const;

const en = WORDS.en;

async function openPublish(page: Page, words: (typeof WORDS)[ShopLocale] = en) {
  await page.goto('/pc/Publish');
  await expect(page.getByRole('table', { name: words.table })).toBeVisible();
}

test.describe('publish to the collection box', () => {
  test('one-click publish puts the product in the collection box, which then offers it no more', async ({
    page,
    freshUser,
  }) => {
    const [product] = await signInToPublish(page, freshUser);
    await page.goto('/pc');
    await page.getByRole('link', { name: 'List to TKs' }).first().click();
    await expect(page).toHaveURL(/\/pc\/Publish$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('table', { name: en.table })).toBeVisible();

    const publish = main.getByRole('button', { name: en.oneClick(product!.name), exact: true });
    await publish.dblclick();
    await expect(main.getByText(`${product!.name} is in your collection box, queued for publishing.`)).toBeVisible();
    // A double click sent it once.
    expect(await boxNames(freshUser.api)).toEqual([product!.name]);

    // In the box: neither published nor chosen again.
    await expect(
      main.getByRole('button', { name: `Already in the box: ${product!.name}`, exact: true }),
    ).toBeDisabled();
    await expect(main.getByRole('checkbox', { name: en.select(product!.name), exact: true })).toBeDisabled();
    await expect(publish).toHaveCount(0);

    await main.getByRole('link', { name: en.toBox }).first().click();
    await expect(page).toHaveURL(/\/pc\/publish\/box$/);
    const row = main.getByRole('row').filter({ hasText: product!.name });
    await expect(row).toContainText(/Queued|Published/);
  });

  test('a batch of three goes through the steps to the success page, then on to the collection box', async ({
    page,
    freshUser,
  }) => {
    const [first, second] = await signInToPublish(page, freshUser);
    const [third] = await claimablePage(freshUser.api, 2);
    await openPublish(page);
    const main = page.getByRole('main');

    await main.getByRole('button', { name: en.batch }).click();
    await expect(main.getByRole('alert')).toContainText(en.empty);

    await main.getByRole('checkbox', { name: en.select(first!.name), exact: true }).check();
    await main.getByRole('checkbox', { name: en.select(second!.name), exact: true }).check();
    await main.getByRole('button', { name: en.page2 }).click();
    await main.getByRole('checkbox', { name: en.select(third!.name), exact: true }).check();
    await expect(main.getByText('Selected: 3')).toBeVisible();
    await main.getByRole('button', { name: en.page1 }).click();
    await expect(main.getByRole('checkbox', { name: en.select(first!.name), exact: true })).toBeChecked();

    await main.getByRole('button', { name: en.batch }).click();
    const review = main.getByRole('table', { name: en.review });
    await expect(review.getByRole('row')).toHaveCount(4);
    await main.getByRole('button', { name: en.go }).dblclick();

    await expect(main.getByRole('heading', { level: 2, name: en.success })).toBeVisible();
    await expect(main.getByText('3 published, 0 not published.')).toBeVisible();
    expect((await boxNames(freshUser.api)).sort()).toEqual([first!.name, second!.name, third!.name].sort());

    await main.getByRole('button', { name: en.continue }).click();
    await expect(main.getByRole('heading', { level: 2, name: en.selectStep })).toBeVisible();
    await expect(main.getByText('Selected: 0')).toBeVisible();
    await expect(main.getByRole('row').filter({ hasText: first!.name }).getByText('In collection box')).toBeVisible();

    // What is in the box cannot be chosen again.
    await expect(main.getByRole('checkbox', { name: en.select(first!.name), exact: true })).toBeDisabled();
    await main.getByRole('link', { name: en.toBox }).first().click();
    await expect(page).toHaveURL(/\/pc\/publish\/box$/);
    await expect(main.getByRole('heading', { level: 1, name: en.box })).toBeVisible();
    for (const product of [first!, second!, third!])
      await expect(main.getByRole('row').filter({ hasText: product.name })).toBeVisible();
    expect(await boxNames(freshUser.api)).toHaveLength(3);
  });

  test('the ERP entry code signs the customer in on the publish page, once', async ({ page, freshUser }) => {
    const code = await entryCode(freshUser.api);
    await page.goto(`/pc/customer/erp-entry?code=${encodeURIComponent(code)}`);
    await expect(page).toHaveURL(/\/pc\/Publish$/);
    await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
    await expect(page.getByRole('table', { name: en.table })).toBeVisible();

    await page.goto(`/pc/customer/erp-entry?code=${encodeURIComponent(code)}`);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(en.invalid);
    await expect(page.getByRole('link', { name: 'Sign in with your email instead' })).toBeVisible();
  });

  test('on a phone nothing scrolls sideways', async ({ phonePage, freshUser }) => {
    await signInWithBoxedProduct(phonePage, freshUser);
    for (const path of ['/pc/Publish', '/pc/publish/box']) {
      await phonePage.goto(path);
      await expect(phonePage.getByRole('main').getByRole('table')).toBeVisible();
      const overflow = await phonePage.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

for (const locale of ['en', 'vi'] as ShopLocale[]) {
  // Three short tests rather than one long one: each axe run takes seconds on a busy machine.
  test.describe(`publish accessibility (${locale})`, () => {
    test.use({ locale: BROWSER_LOCALE[locale] });
    const words = WORDS[locale];

    test('the select step has no axe violations, also with a refusal and a one-click result', async ({
      page,
      freshUser,
    }) => {
      const [product] = await signInToPublish(page, freshUser);
      const main = page.getByRole('main');
      await openPublish(page, words);
      await expectNoA11yViolations(page);
      await main.getByRole('button', { name: words.batch }).click();
      await expect(main.getByRole('alert')).toContainText(words.empty);
      await main.getByRole('button', { name: words.oneClick(product!.name), exact: true }).click();
      await expect(main.getByRole('status').getByRole('link', { name: words.toBox })).toBeVisible();
      await expectNoA11yViolations(page);
    });

    test('the review and success steps have no axe violations', async ({ page, freshUser }) => {
      const [product, other] = await signInToPublish(page, freshUser);
      const main = page.getByRole('main');
      await openPublish(page, words);
      await main.getByRole('checkbox', { name: words.select(product!.name), exact: true }).check();
      await main.getByRole('checkbox', { name: words.select(other!.name), exact: true }).check();
      // One of the two goes into the box meanwhile (another tab), so the success page has a refusal too.
      await freshUser.api.post('/shop-api/publish/one-click', { product_id: product!.id });
      await main.getByRole('button', { name: words.batch }).click();
      await expect(main.getByRole('table', { name: words.review })).toBeVisible();
      await expectNoA11yViolations(page);
      await main.getByRole('button', { name: words.go }).click();
      await expect(main.getByRole('heading', { level: 2, name: words.success })).toBeVisible();
      await expectNoA11yViolations(page);
    });

    test('the collection box and a refused ERP entry have no axe violations', async ({ page, freshUser }) => {
      await signInWithBoxedProduct(page, freshUser);
      const main = page.getByRole('main');
      await page.goto('/pc/publish/box');
      await expect(main.getByRole('heading', { level: 1, name: words.box })).toBeVisible();
      await expect(main.getByText(words.queued).first()).toBeVisible();
      await expectNoA11yViolations(page);

      await page.context().clearCookies();
      await page.goto('/pc/customer/erp-entry?code=used-or-made-up-code');
      await expect(page.getByRole('main').getByRole('alert')).toContainText(words.invalid);
      await expectNoA11yViolations(page);
    });
  });
}
