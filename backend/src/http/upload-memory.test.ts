import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { asBuyer, type TestApp, type TestClient } from '../test/helper';
import { listeningTestApp, rawUpload } from '../test/listening-app';

const MB = 1024 * 1024;
const FILE_BYTES = 10 * MB;
const BOUNDARY = 'memory-test-boundary';

/** Bytes that start like a JPEG or a PDF, then filler: the size of the contract's largest allowed file. */
const HEADS = { images: Buffer.from([0xff, 0xd8, 0xff, 0xe0]), attachments: Buffer.from('%PDF-1.7\n') };
const FILLER = Buffer.alloc(64 * 1024, 0x20);

/** Writes, waiting whenever the socket's buffer is full, so the sender holds no more than a chunk. */
const write = (request: http.ClientRequest, chunk: Buffer | string) =>
  request.write(chunk) ? Promise.resolve() : new Promise<void>((resolve) => request.once('drain', () => resolve()));

/** One after-sales request with 10 images and 5 attachments of 10 MB each (150 MB), streamed. */
async function bigUpload(t: TestApp, client: TestClient): Promise<number> {
  const csrf = await client.ensureCsrf();
  const request = rawUpload(t, {
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    authorization: `Bearer ${client.token}`,
    'x-csrf-token': csrf,
    cookie: client.cookieHeader(),
  });
  const answered = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
  await write(request, `--${BOUNDARY}\r\nContent-Disposition: form-data; name="_token"\r\n\r\n${csrf}\r\n`);
  const fields = [...Array<'images'>(10).fill('images'), ...Array<'attachments'>(5).fill('attachments')];
  for (const [i, field] of fields.entries()) {
    const name = field === 'images' ? `photo-${i}.jpg` : `note-${i}.pdf`;
    await write(
      request,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n\r\n`,
    );
    await write(request, HEADS[field]);
    for (let sent = HEADS[field].length; sent < FILE_BYTES; sent += FILLER.length) {
      await write(request, FILLER.subarray(0, Math.min(FILLER.length, FILE_BYTES - sent)));
    }
    await write(request, '\r\n');
  }
  request.end(`--${BOUNDARY}--\r\n`);
  return answered;
}

describe('large uploads', () => {
  let t: TestApp;
  beforeAll(async () => (t = await listeningTestApp()));
  afterAll(() => t.close());

  it('are streamed to disk: three of 150 MB at once leave the memory within 50 MB', async () => {
    const clients = await Promise.all([asBuyer(t.app), asBuyer(t.app), asBuyer(t.app)]);
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    try {
      const statuses = await Promise.all(clients.map((client) => bigUpload(t, client)));
      // All read to the end and refused for their missing fields (order, reason, ...), not for their size.
      expect(statuses).toEqual([422, 422, 422]);
    } finally {
      clearInterval(sampler);
    }
    expect((peak - baseline) / MB).toBeLessThan(50);
    // Nothing is left of the refused requests' files.
    expect(fs.readdirSync(path.join(t.config.uploadDir, 'incoming'))).toEqual([]);
  }, 120_000);
});
