import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAfterSale, getAfterSaleEligibility } from '@shop/api/calls';
import { eligibility, fail, installFakeBackend, ok, route, storeBasics, type Handler } from '@shop/platform/testing';
import { findAlert, renderPage, signInAsCustomer } from '../testing/render-aftersales';
import AfterSalesTypePage from './after-sales-type-page';

const MB = 1024 * 1024;
const FORM_PATH = '/pc/my/orders/afterSale/type?order_id=7&service_type=refund_only';
const image = (name: string, size = 100) => sized(new File(['png'], name, { type: 'image/png' }), size);
const pdf = (name: string, size = 100) => sized(new File(['%PDF'], name, { type: 'application/pdf' }), size);
function sized(file: File, size: number): File {
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

beforeAll(() => {
  // jsdom has no object URLs; the thumbnails only need an address.
  URL.createObjectURL = jest.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = jest.fn();
});
beforeEach(signInAsCustomer);

function backend(create: Handler = () => ok(createAfterSale, { id: 12, status: 'submitted' }), answer = eligibility()) {
  return installFakeBackend({
    ...storeBasics,
    [route(getAfterSaleEligibility)]: () => ok(getAfterSaleEligibility, answer),
    [route(createAfterSale)]: create,
  });
}

const open = (path = FORM_PATH) =>
  renderPage(<AfterSalesTypePage />, path, { pattern: '/pc/my/orders/afterSale/type' });

/** Fills every required field validly (the amount within the maximum of 43.00). */
async function fillForm(user = userEvent.setup()) {
  await user.click(await screen.findByRole('radio', { name: 'Received' }));
  await user.selectOptions(screen.getByRole('combobox', { name: /Refund reason/ }), 'damaged');
  await user.type(screen.getByRole('textbox', { name: /Refund amount/ }), '25.50');
  await user.type(screen.getByRole('textbox', { name: /Detailed reason/ }), 'Cracked on arrival');
  return user;
}

const imagesInput = () => screen.getByLabelText(/Proof images/, { selector: 'input' }) as HTMLInputElement;
const attachmentsInput = () => screen.getByLabelText(/^Attachments/, { selector: 'input' }) as HTMLInputElement;

describe('choosing the service type', () => {
  it('offers refund only and return and refund for an eligible order, each leading to the form', async () => {
    backend();
    await open('/pc/my/orders/afterSale/type?order_id=7');
    expect(await screen.findByText('Order SO202601070007')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /Return and refund/ }));
    expect(await screen.findByText('Service type: Return and refund')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('says an order already has its request, and links to it (one per order)', async () => {
    backend(undefined, eligibility({ eligible: false, reason_key: 'after_sale_exists', existing_request_id: 4 }));
    await open(FORM_PATH);
    expect(
      await screen.findByText('This order already has an after-sales request. Only one request per order.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the request' })).toHaveAttribute('href', '/pc/my/orders/afterSale/4');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('says an order that is not paid cannot have a request', async () => {
    backend(undefined, eligibility({ eligible: false, order_status: 'unpaid', reason_key: 'after_sale_not_allowed' }));
    await open(FORM_PATH);
    expect(await screen.findByText('An after-sales request can only be made for a paid order.')).toBeInTheDocument();
  });

  it('sends to the orders when no order is named', async () => {
    backend();
    await open('/pc/my/orders/afterSale/type');
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/pc/my/orders');
    // Still the page it is, named once the shop's header (the title's suffix) is read.
    await waitFor(() => expect(document.title).toBe('Apply for after-sales service | Lotus'));
  });
});

describe('the request form', () => {
  it('shows each rule’s message and sends nothing while the form is incomplete', async () => {
    const fake = backend();
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please select refund reason')).toBeInTheDocument();
    expect(screen.getByText('Please select the goods status')).toBeInTheDocument();
    expect(screen.getByText('The Refund Amount field is required')).toBeInTheDocument();
    // The message names the field by its label (spec 5: 'detailed reason required').
    expect(screen.getByText('The Detailed Reason field is required')).toBeInTheDocument();
    expect(fake.asked(createAfterSale)).toHaveLength(0);
  });

  it('shows the maximum and refuses an amount above it before sending', async () => {
    const fake = backend();
    await open();
    const user = await fillForm();
    expect(screen.getByText('At most $43.00 (goods and shipping fee)')).toBeInTheDocument();
    const amount = screen.getByRole('textbox', { name: /Refund amount/ });
    await user.clear(amount);
    await user.type(amount, '43.01');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('The refund amount cannot be higher than the maximum refundable amount'),
    );
    await user.clear(amount);
    await user.type(amount, 'abc');
    expect(await screen.findByText('The Refund Amount field must be a valid amount.')).toBeInTheDocument();
    expect(fake.asked(createAfterSale)).toHaveLength(0);
  });

  it('puts the server’s refusal of the amount on the amount field', async () => {
    backend(() => fail(422, 'validation_failed', { amount: ['refund_amount_too_high'] }));
    await open();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('The refund amount cannot be higher than the maximum refundable amount'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Refund amount/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps 10 images and refuses the 11th by name, in an alert', async () => {
    backend();
    await open();
    await screen.findByRole('button', { name: 'Submit' });
    const eleven = Array.from({ length: 11 }, (_, i) => image(`photo-${i + 1}.png`));
    await userEvent.upload(imagesInput(), eleven);
    expect(within(screen.getByRole('list', { name: 'Proof images' })).getAllByRole('img')).toHaveLength(10);
    await findAlert('photo-11.png: you can upload up to 10 images');
    expect(screen.getByText(/10 of 10 chosen/)).toBeInTheDocument();
  });

  it('refuses a file over 10MB and a file of the wrong kind, each with its message', async () => {
    backend();
    await open();
    await screen.findByRole('button', { name: 'Submit' });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(attachmentsInput(), [pdf('huge.pdf', 10 * MB + 1), pdf('ok.pdf'), image('photo.png')]);
    await findAlert('huge.pdf: each file must be at most 10MB');
    await findAlert('photo.png: this file type is not supported');
    expect(within(screen.getByRole('list', { name: 'Attachments' })).getByText('ok.pdf')).toBeInTheDocument();
    await user.upload(
      attachmentsInput(),
      Array.from({ length: 5 }, (_, i) => pdf(`doc-${i}.pdf`)),
    );
    await findAlert('doc-4.pdf: you can upload up to 5 attachments');
  });

  it('removes a chosen file', async () => {
    backend();
    await open();
    await screen.findByRole('button', { name: 'Submit' });
    await userEvent.upload(imagesInput(), [image('a.png'), image('b.png')]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(screen.queryByRole('img', { name: 'a.png' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'b.png' })).toBeInTheDocument();
  });

  it('sends one request with 2 images and a PDF, shows the progress, then the request', async () => {
    let answer: (value: ReturnType<Handler>) => void = () => undefined;
    const fake = backend(() => new Promise((resolve) => (answer = resolve)));
    await open();
    const user = await fillForm();
    await user.upload(imagesInput(), [image('a.png'), image('b.png')]);
    await user.upload(attachmentsInput(), [pdf('receipt.pdf')]);
    await user.dblClick(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('progressbar', { name: 'Uploading' })).toBeInTheDocument();
    expect(screen.getByText(/Uploading \d+%/)).toBeInTheDocument();
    answer(ok(createAfterSale, { id: 12, status: 'submitted' }));
    expect(await screen.findByText('Refund application submitted successfully')).toBeInTheDocument();
    expect(await screen.findByText('now at /pc/my/orders/afterSale/12')).toBeInTheDocument();
    const sent = fake.asked(createAfterSale);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.input).toMatchObject({
      order_id: '7',
      service_type: 'refund_only',
      goods_status: 'received',
      reason: 'damaged',
      amount: '2550',
      description: 'Cracked on arrival',
    });
    expect((sent[0]!.input.images as File[]).map((file) => file.name)).toEqual(['a.png', 'b.png']);
    expect((sent[0]!.input.attachments as File).name).toBe('receipt.pdf');
  });

  it('keeps everything typed and chosen after a failure, and a retry resends the same files', async () => {
    let failNext = true;
    const fake = backend(() =>
      failNext ? ((failNext = false), fail(500, 'server_error')) : ok(createAfterSale, { id: 12, status: 'submitted' }),
    );
    await open();
    const user = await fillForm();
    await user.upload(imagesInput(), [image('a.png')]);
    await user.upload(attachmentsInput(), [pdf('receipt.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await findAlert('Submission failed, please try again');
    expect(screen.getByRole('textbox', { name: /Refund amount/ })).toHaveValue('25.50');
    expect(screen.getByRole('textbox', { name: /Detailed reason/ })).toHaveValue('Cracked on arrival');
    expect(screen.getByRole('combobox', { name: /Refund reason/ })).toHaveValue('damaged');
    expect(screen.getByRole('radio', { name: 'Received' })).toBeChecked();
    expect(screen.getByRole('img', { name: 'a.png' })).toBeInTheDocument();
    expect(screen.getByText('receipt.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('now at /pc/my/orders/afterSale/12')).toBeInTheDocument();
    const [first, second] = fake.asked(createAfterSale);
    expect([first!.input.images, second!.input.images].map((file) => (file as File).name)).toEqual(['a.png', 'a.png']);
    expect((second!.input.attachments as File).name).toBe('receipt.pdf');
  });

  it('has the progress region in the page before the upload, tells the percentage in it, and keeps Submit in view', async () => {
    // jsdom lays nothing out: the call is what shows the focused control is brought into view.
    const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
    backend(() => new Promise(() => undefined));
    await open();
    const user = await fillForm();
    const submit = screen.getByRole('button', { name: 'Submit' });
    const regions = Array.from(document.querySelectorAll('form [aria-live="polite"]'));
    expect(regions.filter((region) => region.textContent === '').length).toBe(regions.length);
    await user.click(submit);
    expect(await screen.findByRole('progressbar', { name: 'Uploading' })).toBeInTheDocument();
    // Told in a region that was in the page, empty, before: one created with its message might never be read.
    const told = screen.getByText(/^Uploading \d+%$/);
    expect(told).toHaveAttribute('aria-live', 'polite');
    expect(regions).toContain(told);
    expect(submit).toHaveFocus();
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
    expect(scrolled.mock.contexts).toContain(submit);
  });

  it('stops the upload on cancel, says so and keeps the form', async () => {
    backend(() => new Promise(() => undefined));
    await open();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    await findAlert('The upload was canceled. Nothing was sent; you can submit again.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Refund amount/ })).toHaveValue('25.50');
  });

  it('names the file the server refused for its kind', async () => {
    backend(() => ({
      status: 422,
      body: {
        code: 422,
        data: { key: 'file_type_invalid', errors: { images: ['file_type_invalid'] }, file: 'holiday.png' },
        msg: 'This file type is not supported',
      },
    }));
    await open();
    const user = await fillForm();
    await user.upload(imagesInput(), [image('holiday.png')]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await findAlert('holiday.png: this file type is not supported');
  });

  it('shows no success when the request is rejected at once (the carrier could not stop the shipment)', async () => {
    backend(() => ok(createAfterSale, { id: 12, status: 'rejected' }));
    await open();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('now at /pc/my/orders/afterSale/12')).toBeInTheDocument();
    expect(screen.queryByText('Refund application submitted successfully')).not.toBeInTheDocument();
  });

  it('tells the intercept attempt for refund only with goods not received', async () => {
    backend();
    await open();
    await userEvent.click(await screen.findByRole('radio', { name: 'Not received' }));
    expect(screen.getByText('We will try to stop the shipment before it reaches you.')).toBeInTheDocument();
  });
});

describe('the request form in Vietnamese', () => {
  it('words the rules in Vietnamese', async () => {
    backend();
    await renderPage(<AfterSalesTypePage />, FORM_PATH, { pattern: '/pc/my/orders/afterSale/type', locale: 'vi' });
    await userEvent.click(await screen.findByRole('button', { name: 'Gửi' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Lý do hoàn tiền/ })).toHaveAttribute('aria-invalid', 'true'),
    );
    // The detailed reason's message uses its label's words.
    expect(screen.getByRole('textbox', { name: /Lý do chi tiết/ })).toBeInTheDocument();
    expect(screen.getByText('Trường Lý do chi tiết là bắt buộc')).toBeInTheDocument();
  });
});
