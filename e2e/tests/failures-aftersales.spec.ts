import type { Page } from '@playwright/test';
import { fillRequest, PDF, png, REQUEST_TEXT, typePath } from '../support/after-sales-flow';
import { signInWithPaidOrder } from '../support/checkout-flow';
import { callFailures } from '../support/failure-routes';
import { expect, test } from '../support/fixtures';

/** The form's told failure (the pickers keep their own, empty, alert regions for the files they refuse). */
const toldFailure = (page: Page) => page.getByRole('main').getByRole('alert').filter({ hasText: /\S/ });

/** Everything typed and chosen in the request form is still there. */
async function expectRequestKept(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('radio', { name: 'Received', exact: true })).toBeChecked();
  await expect(main.getByRole('combobox', { name: /Refund reason/ })).toHaveValue('damaged');
  await expect(main.getByRole('textbox', { name: /Refund amount/ })).toHaveValue('1');
  await expect(main.getByRole('textbox', { name: /Detailed reason/ })).toHaveValue(REQUEST_TEXT);
  await expect(main.getByRole('list', { name: 'Proof images' }).getByRole('img')).toHaveCount(2);
  await expect(main.getByText(PDF.name)).toBeVisible();
}

test.describe('API failures: after-sales (issue 13, item 12)', () => {
  test('a request whose submit fails (500, offline, a hung upload canceled) keeps its text and files, and the retry sends them @dev', async ({
    page,
    customer,
  }) => {
    test.slow();
    const { api, order } = await signInWithPaidOrder(page, customer);
    await page.goto(typePath(order.order_id, 'refund_only'));
    const main = page.getByRole('main');
    await fillRequest(page, '1');
    await main.getByLabel(/Proof images/).setInputFiles([png('front.png'), png('back.png')]);
    await main.getByLabel(/^Attachments/).setInputFiles([PDF]);
    const submit = main.getByRole('button', { name: 'Submit' });
    const create = '**/shop-api/after-sale/create';

    for (const failure of callFailures(page, create, ['server error', 'offline'])) {
      await failure.fail();
      await submit.click();
      await expect(toldFailure(page), failure.kind).toHaveText(failure.text, { timeout: failure.wait });
      await expectRequestKept(page);
      await failure.heal();
    }

    // An upload that never ends: it may take ten minutes on a slow line, so the client waits that long (not its
    // usual 15 seconds); the way out is the progress bar's cancel.
    const hung = () => undefined;
    await page.route(create, hung);
    await submit.click();
    await expect(main.getByRole('progressbar', { name: 'Uploading' })).toBeVisible();
    await main.getByRole('button', { name: 'Cancel upload' }).click();
    await expect(toldFailure(page)).toHaveText('The upload was canceled. Nothing was sent; you can submit again.');
    await expectRequestKept(page);
    await page.unroute(create, hung);

    await submit.click();
    await expect(page.getByText('Refund application submitted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/pc\/my\/orders\/afterSale\/\d+$/);
    await expect(main.getByRole('img', { name: 'back.png' })).toBeVisible();
    await expect(main.getByRole('link', { name: PDF.name })).toBeVisible();
    const list = (await api.get('/shop-api/after-sale/list', { page_size: 10 })).items as unknown[];
    expect(list).toHaveLength(1);
  });

  test('a buyer message that fails (500, hung, offline) stays in the box, and sending again adds it @dev', async ({
    page,
    customer,
  }) => {
    test.slow();
    const { api, order } = await signInWithPaidOrder(page, customer);
    const created = (await api.upload('/shop-api/after-sale/create', {
      order_id: order.order_id,
      service_type: 'refund_only',
      goods_status: 'received',
      reason: 'damaged',
      amount: 100,
      description: REQUEST_TEXT,
    })) as { id: number };
    await page.goto(`/pc/my/orders/afterSale/${created.id}`);
    const main = page.getByRole('main');
    const box = main.getByRole('textbox', { name: /Message to the seller/ });
    await box.fill('Any news about my refund?');
    const send = main.getByRole('button', { name: 'Send message' });

    for (const failure of callFailures(page, '**/shop-api/after-sale/message')) {
      await failure.fail();
      await send.click();
      await expect(main.getByRole('alert'), failure.kind).toHaveText(failure.text, { timeout: failure.wait });
      await expect(box).toHaveValue('Any news about my refund?');
      await failure.heal();
    }

    await send.click();
    await expect(main.getByRole('listitem').filter({ hasText: 'Any news about my refund?' })).toBeVisible();
    await expect(box).toHaveValue('');
  });
});
