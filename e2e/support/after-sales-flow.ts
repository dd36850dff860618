import type { APIRequestContext, Page } from '@playwright/test';
import type { Customer } from './customer-api';

/** Proof files for the after-sales journeys: a 1×1 PNG under any name, and a minimal PDF. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
export const PDF = {
  name: 'receipt.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj\n%%EOF\n'),
};

/** The service type page of an order, or straight its request form when the type is given. */
export const typePath = (orderId: number, serviceType?: string) =>
  `/pc/my/orders/afterSale/type?order_id=${orderId}${serviceType ? `&service_type=${serviceType}` : ''}`;

/** The seller's side of a request, through the backend's development address (the store never forwards /__dev). */
export async function seller(
  request: APIRequestContext,
  devURL: string,
  id: number,
  action: 'approve' | 'reject' | 'counter',
  more = {},
) {
  await devPost(request, devURL, '/__dev/after-sales/seller', { id, action, ...more });
}

/** What fillRequest types in the request form. */
export const REQUEST_TEXT = 'The case arrived cracked.';

/** Fills the request form validly: goods received, damaged, this amount, a reason. */
export async function fillRequest(page: Page, amount: string) {
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: 'Received', exact: true }).check();
  await main.getByRole('combobox', { name: /Refund reason/ }).selectOption('damaged');
  await main.getByRole('textbox', { name: /Refund amount/ }).fill(amount);
  await main.getByRole('textbox', { name: /Detailed reason/ }).fill(REQUEST_TEXT);
}

/** The order moved on to shipped, as the seller's side does it (bought from the supplier, then shipped). */
export async function shipOrder(customer: Customer, orderId: number) {
  for (const to of ['purchased', 'shipped'])
    await devPost(customer.api.request, customer.devURL, '/__dev/orders/advance', { order_id: orderId, to });
}

/** The seller's and the carrier's side of an order, through the backend's development address. */
export async function devPost(request: APIRequestContext, devURL: string, path: string, data: object) {
  const response = await request.post(`${devURL}${path}`, { data });
  if (!response.ok()) throw new Error(`${path} failed: ${response.status()} ${await response.text()}`);
}
