import fs from 'node:fs';
import { getAfterSaleDetail, type AfterSaleDetail } from '@shop/api/contract';
import { asBuyer, asOther, asVisitor, buildTestApp, type TestApp, type TestClient } from '../../test/helper';
import { appWithBuyer } from '../../test/signed-in-app';
import { DEMO_USER } from '../auth/seed';
import { paidOrder, requestFields, submit } from './after-sale-fixtures';
import { afterSaleDir } from './file-store';
import { SAMPLE, type UploadPart } from './multipart.test-helper';
import { SEEDED_AFTER_SALES } from './seed';

const TEN_MB = 10 * 1024 * 1024;
const images = (n: number): UploadPart[] =>
  Array.from({ length: n }, (_, i) => ({ field: 'images', name: `photo-${i + 1}.png`, content: SAMPLE.png }));
const attachments = (n: number): UploadPart[] =>
  Array.from({ length: n }, (_, i) => ({ field: 'attachments', name: `doc-${i + 1}.pdf`, content: SAMPLE.pdf }));

describe('after-sales uploads', () => {
  let t: TestApp, buyer: TestClient;
  beforeAll(async () => ({ t, buyer } = await appWithBuyer()));
  afterAll(() => t.close());

  const storedFiles = () => fs.readdirSync(afterSaleDir(t.config.uploadDir)).length;
  const detail = async (id: number) => (await buyer.call(getAfterSaleDetail, { id })).body.data as AfterSaleDetail;
  const newOrder = () => paidOrder(t, buyer, DEMO_USER.id);

  /** Submits and expects a refusal of `field` with `key`, with nothing stored. */
  async function expectRefused(files: UploadPart[], field: string, key: string) {
    const orderId = await newOrder();
    const before = storedFiles();
    const res = await submit(buyer, requestFields(orderId), files);
    expect(res.status).toBe(422);
    expect(res.body.data).toMatchObject({ key, errors: { [field]: [key] } });
    expect(storedFiles()).toBe(before);
    expect(t.db.prepare('SELECT COUNT(*) FROM after_sales WHERE order_id = ?').pluck().get(orderId)).toBe(0);
  }

  it.each([
    ['accepts 10 images and refuses 11 (too_many_images)', 'images', images, 10, 'too_many_images'],
    [
      'accepts 5 attachments and refuses 6 (too_many_attachments)',
      'attachments',
      attachments,
      5,
      'too_many_attachments',
    ],
  ] as const)('%s', async (_title, field, files, max, key) => {
    const res = await submit(buyer, requestFields(await newOrder()), files(max));
    expect(res.body.code).toBe(0);
    expect((await detail(res.body.data.id))[field]).toHaveLength(max);
    await expectRefused(files(max + 1), field, key);
  });

  it('tells the count rule, not the size, when more files than any request may carry arrive (21 small images)', async () => {
    await expectRefused(images(21), 'images', 'too_many_images');
  });

  it('names the file it refuses for its size or kind', async () => {
    const orderId = await newOrder();
    const res = await submit(buyer, requestFields(orderId), [
      ...images(1),
      { field: 'images', name: 'holiday.png', content: SAMPLE.exe, type: 'image/png' },
    ]);
    expect(res.status).toBe(422);
    expect(res.body.data).toMatchObject({ key: 'file_type_invalid', file: 'holiday.png' });
  });

  it('accepts a file of exactly 10MB and refuses one byte more (file_too_large)', async () => {
    const exactly = Buffer.alloc(TEN_MB, 'a');
    const res = await submit(buyer, requestFields(await newOrder()), [
      { field: 'attachments', name: 'notes.txt', content: exactly },
    ]);
    expect(res.body.code).toBe(0);
    expect((await detail(res.body.data.id)).attachments[0]).toMatchObject({ size: TEN_MB, mime: 'text/plain' });
    const bigImage = Buffer.concat([SAMPLE.png, Buffer.alloc(TEN_MB + 1 - SAMPLE.png.length)]);
    await expectRefused([{ field: 'images', name: 'huge.png', content: bigImage }], 'images', 'file_too_large');
    await expectRefused(
      [{ field: 'attachments', name: 'huge.txt', content: Buffer.alloc(TEN_MB + 1, 'a') }],
      'attachments',
      'file_too_large',
    );
  });

  it('recognises files by their content: an .exe named .png and a PDF named .jpg are not images', async () => {
    await expectRefused(
      [{ field: 'images', name: 'photo.png', content: SAMPLE.exe, type: 'image/png' }],
      'images',
      'file_type_invalid',
    );
    await expectRefused(
      [{ field: 'images', name: 'photo.jpg', content: SAMPLE.pdf, type: 'image/jpeg' }],
      'images',
      'file_type_invalid',
    );
    await expectRefused(
      [{ field: 'attachments', name: 'setup.pdf', content: SAMPLE.exe, type: 'application/pdf' }],
      'attachments',
      'file_type_invalid',
    );
    // An image is not an attachment.
    await expectRefused(
      [{ field: 'attachments', name: 'a.png', content: SAMPLE.png }],
      'attachments',
      'file_type_invalid',
    );
  });

  it('accepts pdf, docx and xlsx attachments, stored with the extension of their real type', async () => {
    const res = await submit(buyer, requestFields(await newOrder()), [
      { field: 'attachments', name: 'invoice.pdf', content: SAMPLE.pdf },
      { field: 'attachments', name: 'letter.docx', content: SAMPLE.docx },
      { field: 'attachments', name: 'sheet.xlsx', content: SAMPLE.xlsx },
      { field: 'attachments', name: 'scan.jpg', content: SAMPLE.pdf },
    ]);
    expect(res.body.code).toBe(0);
    const files = (await detail(res.body.data.id)).attachments;
    expect(files.map((f) => [f.name, f.mime, f.url.split('.').pop()])).toEqual([
      ['invoice.pdf', 'application/pdf', 'pdf'],
      ['letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
      ['sheet.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
      ['scan.jpg', 'application/pdf', 'pdf'],
    ]);
  });

  it('needs the CSRF token on the multipart POST (419), before looking at the files', async () => {
    const orderId = await newOrder();
    const before = storedFiles();
    for (const token of [null, 'not-the-token']) {
      const res = await submit(buyer, requestFields(orderId), images(1), token);
      expect(res.status).toBe(419);
      expect(res.body.data).toMatchObject({ key: 'csrf_mismatch' });
      const bad = await submit(buyer, requestFields(orderId), images(11), token);
      expect(bad.status).toBe(419);
    }
    expect(storedFiles()).toBe(before);
    expect(t.db.prepare('SELECT COUNT(*) FROM after_sales WHERE order_id = ?').pluck().get(orderId)).toBe(0);
  });

  it('needs a logged-in customer (401)', async () => {
    const visitor = asVisitor(t.app);
    expect((await submit(visitor, requestFields(await newOrder()), images(1))).status).toBe(401);
  });
});

describe('serving after-sales files', () => {
  let t: TestApp;
  let buyer: TestClient;
  let other: TestClient;
  let files: AfterSaleDetail;
  beforeAll(async () => {
    t = await buildTestApp();
    buyer = await asBuyer(t.app);
    other = await asOther(t.app);
    const orderId = await paidOrder(t, buyer, DEMO_USER.id);
    const res = await submit(buyer, requestFields(orderId), [
      { field: 'images', name: 'front.png', content: SAMPLE.png },
      { field: 'attachments', name: 'invoice.pdf', content: SAMPLE.pdf },
      { field: 'attachments', name: 'hóa đơn.txt', content: SAMPLE.text },
    ]);
    files = (await buyer.call(getAfterSaleDetail, { id: res.body.data.id })).body.data as AfterSaleDetail;
  });
  afterAll(() => t.close());

  const fetch = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('serves an image inline to its owner, with the type recognised at upload and nosniff', async () => {
    const res = await fetch(files.images[0]!.url, { authorization: `Bearer ${buyer.token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="front.png"/);
    expect(res.rawPayload.equals(SAMPLE.png)).toBe(true);
  });

  it('accepts the token from the authorization cookie (how <img> loads carry it)', async () => {
    const res = await fetch(files.images[0]!.url, { cookie: `authorization=${buyer.token}` });
    expect(res.statusCode).toBe(200);
  });

  it('makes documents download: a PDF and a text file as a text/plain attachment', async () => {
    const auth = { authorization: `Bearer ${buyer.token}` };
    const pdf = await fetch(files.attachments[0]!.url, auth);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="invoice.pdf"/);
    const text = await fetch(files.attachments[1]!.url, auth);
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.headers['content-disposition']).toBe(
      `attachment; filename="h_a __n.txt"; filename*=UTF-8''${encodeURIComponent('hóa đơn.txt')}`,
    );
    expect(text.headers['x-content-type-options']).toBe('nosniff');
    expect(text.body).toBe(SAMPLE.text.toString());
  });

  it('answers 404 to anyone else: another customer, a visitor, an unknown token', async () => {
    const url = files.images[0]!.url;
    const strangers: Record<string, string>[] = [
      { authorization: `Bearer ${other.token}` },
      { cookie: `authorization=${other.token}` },
      {},
      { authorization: 'Bearer no-such-token' },
    ];
    for (const headers of strangers) {
      const res = await fetch(url, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, data: { key: 'not_found' } });
    }
  });

  it('keeps the seeded files to their owners too, and knows no other names', async () => {
    const seeded = (await other.call(getAfterSaleDetail, { id: SEEDED_AFTER_SALES.otherUser })).body
      .data as AfterSaleDetail;
    const url = seeded.images[0]!.url;
    expect((await fetch(url, { authorization: `Bearer ${other.token}` })).statusCode).toBe(200);
    expect((await fetch(url, { authorization: `Bearer ${buyer.token}` })).statusCode).toBe(404);
    const auth = { authorization: `Bearer ${buyer.token}` };
    expect((await fetch('/uploads/after-sales/0123456789abcdef0123456789abcdef.png', auth)).statusCode).toBe(404);
    expect((await fetch('/uploads/after-sales/..%2F..%2Fshop.sqlite', auth)).statusCode).toBe(404);
  });
});
