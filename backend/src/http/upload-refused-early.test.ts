import { asVisitor, type TestApp } from '../test/helper';
import { listeningTestApp, rawUpload } from '../test/listening-app';

/**
 * An anonymous upload whose body never ends: answered from its headers, or never (the old code read the whole
 * body first, buffering every file in memory).
 */
describe('an upload without session or login', () => {
  let t: TestApp;
  beforeAll(async () => (t = await listeningTestApp()));
  afterAll(() => t.close());

  /** Sends the headers and a first piece of a 150 MB upload, then nothing: only an answer from the headers can come. */
  function startUpload(headers: Record<string, string> = {}): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      const request = rawUpload(t, {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(150 * 1024 * 1024),
        ...headers,
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
        request.destroy();
      });
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
      request.write('--x\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\n\r\n');
    });
  }

  it('is refused before its body is read: no session, then a wrong token, then no login', async () => {
    expect(await startUpload()).toBe(419);

    const visitor = asVisitor(t.app);
    const csrf = await visitor.ensureCsrf();
    const cookie = visitor.cookieHeader();
    expect(await startUpload({ cookie, 'x-csrf-token': 'not-the-token' })).toBe(419);
    expect(await startUpload({ cookie, 'x-csrf-token': csrf })).toBe(401);
  }, 10_000);
});
