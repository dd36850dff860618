import { expect, test } from '../support/fixtures';

test('a customer resets a forgotten password with the mailed link @dev', async ({
  page,
  request,
  freshUser,
  devURL,
}) => {
  await page.goto('/pc/customer/forgot-password');
  await page.getByLabel(/Email/).fill(freshUser.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/a link to reset the password is on its way/)).toBeVisible();

  // The development outbox stands in for the customer's mailbox; the backend answers it, never the store's origin.
  expect((await request.get(`/__dev/outbox?to=${encodeURIComponent(freshUser.email)}`)).status()).toBe(404);
  const outbox = await (await request.get(`${devURL}/__dev/outbox?to=${encodeURIComponent(freshUser.email)}`)).json();
  const link = outbox.data.messages[0].link as string;
  expect(link).toMatch(/\/pc\/customer\/reset-password\/[\w-]+$/);

  await page.goto(new URL(link).pathname);
  await page.getByLabel(/^New password/).fill('brand-new-secret');
  await page.getByLabel(/Confirm new password/).fill('brand-new-secret');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText(/Your password has been changed/)).toBeVisible();

  // The link works once.
  await page.goto(new URL(link).pathname);
  await page.getByLabel(/^New password/).fill('another-secret');
  await page.getByLabel(/Confirm new password/).fill('another-secret');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();

  await page.goto('/pc/customer/login');
  await page.getByLabel(/Email/).fill(freshUser.email);
  await page.getByLabel(/Password/).fill('brand-new-secret');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Hi, Linh Pham')).toBeVisible();
});
