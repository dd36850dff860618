import { calls, validateWebsitePassword, type CallDef, type CallInput } from '@shop/api/contract';
import {
  asBuyer,
  asOther,
  asVisitor,
  buildTestApp,
  type TestClient,
  type ApiResponse,
  type TestApp,
} from '../test/helper';

/**
 * Rules every call of the contract obeys, driven by the registry so calls added later are covered too.
 * The route wrapper checks, in order: CSRF (POST), the shop gate, access, then the input.
 */

const all = Object.values(calls);
const named = (defs: CallDef[]) => defs.map((def) => [def.name, def] as const);
const postCalls = all.filter((def) => def.method === 'POST');
const getCalls = all.filter((def) => def.method === 'GET');
const customerCalls = all.filter((def) => def.access === 'customer');
const gatedCalls = all.filter((def) => def.gated);
const openCalls = all.filter((def) => !def.gated);
const multipartCalls = postCalls.filter((def) => def.files);

/** The call with no input of its own: GET with an empty query, POST with only the session's CSRF token. */
const callEmpty = (client: TestClient, def: CallDef): Promise<ApiResponse> =>
  client.call(def, {} as CallInput<CallDef>);

/** A multipart body with text fields and one file, as a browser form would send it. */
function multipart(fields: Record<string, string>, file: { field: string; content: Buffer }) {
  const boundary = '----contract-rules-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="proof.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);

it('the registry holds calls of every kind these rules cover', () => {
  for (const group of [postCalls, getCalls, customerCalls, gatedCalls, openCalls])
    expect(group.length).toBeGreaterThan(0);
});

describe('CSRF, access and input order', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp()));
  afterAll(() => t.close());

  it('every call of the registry has a route', () => {
    const missing = all.filter((def) => !t.app.hasRoute({ method: def.method, url: def.path })).map((def) => def.name);
    expect(missing).toEqual([]);
  });

  it.each(named(postCalls))('%s refuses a POST without _token (419)', async (_name, def) => {
    const noSession = await asVisitor(t.app).request({ method: 'POST', url: def.path, payload: {} });
    expect(noSession.status).toBe(419);
    expect(noSession.body).toMatchObject({ code: 419, data: { key: 'csrf_mismatch' } });

    const client = asVisitor(t.app);
    await client.ensureCsrf();
    expect((await client.request({ method: 'POST', url: def.path, payload: {} })).status).toBe(419);
  });

  it.each(named(postCalls))('%s refuses a POST with a wrong _token (419)', async (_name, def) => {
    const client = asVisitor(t.app);
    await client.ensureCsrf();
    const wrong = await client.request({ method: 'POST', url: def.path, payload: { _token: 'not-the-token' } });
    expect(wrong.status).toBe(419);

    // The token of another session is just as wrong.
    const other = asVisitor(t.app);
    const foreign = await client.request({
      method: 'POST',
      url: def.path,
      payload: { _token: await other.ensureCsrf() },
    });
    expect(foreign.status).toBe(419);
  });

  it('every multipart call checks _token before it looks at the files', async () => {
    const answers: string[] = [];
    for (const def of multipartCalls) {
      const client = asVisitor(t.app);
      await client.ensureCsrf();
      const field = Object.keys(def.files!)[0]!;
      const withoutToken = await client.request({
        method: 'POST',
        url: def.path,
        ...multipart({}, { field, content: PNG }),
      });
      const badFileWrongToken = await client.request({
        method: 'POST',
        url: def.path,
        ...multipart({ _token: 'not-the-token' }, { field, content: EXE }),
      });
      answers.push(`${def.name}: ${withoutToken.status} ${badFileWrongToken.status}`);
    }
    expect(answers).toEqual(multipartCalls.map((def) => `${def.name}: 419 419`));
  });

  it.each(named(getCalls))('%s never asks a GET for the CSRF token', async (_name, def) => {
    expect((await asVisitor(t.app).get(def.path)).status).not.toBe(419);
  });

  it.each(named(customerCalls))('%s refuses a visitor (401) before reading the input', async (_name, def) => {
    const res = await callEmpty(asVisitor(t.app), def);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 401, data: { key: 'unauthenticated' } });
  });

  it.each(named(customerCalls))('%s refuses an unknown bearer token (401)', async (_name, def) => {
    const client = asVisitor(t.app);
    client.token = 'no-such-token';
    expect((await callEmpty(client, def)).status).toBe(401);
  });
});

describe('shop password gate on every call', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp({ shopPassword: 'gate-secret' })));
  afterAll(() => t.close());

  /** A browser session that has its CSRF token but has not passed the gate. */
  async function unverified(): Promise<TestClient> {
    const client = asVisitor(t.app);
    await client.ensureCsrf();
    return client;
  }

  it.each(named(gatedCalls))('%s is refused to an unverified session (423)', async (_name, def) => {
    const res = await callEmpty(await unverified(), def);
    expect(res.status).toBe(423);
    expect(res.body).toMatchObject({ code: 423, data: { key: 'shop_locked' } });
  });

  it.each(named(openCalls))('%s is not behind the gate', async (_name, def) => {
    expect((await callEmpty(await unverified(), def)).status).not.toBe(423);
  });

  it('a bearer token does not open the gate: it belongs to the browser session', async () => {
    const verified = await unverified();
    await verified.call(validateWebsitePassword, { password: 'gate-secret' });
    await verified.login('buyer@example.com', 'buyer123');
    const stranger = await unverified();
    stranger.token = verified.token;
    for (const def of gatedCalls) expect([def.name, (await callEmpty(stranger, def)).status]).toEqual([def.name, 423]);
  });
});

describe('answers the contract says are the same for everyone', () => {
  // The client keeps these across sign-in and sign-out (`sameForEveryone`); any other answer it drops then.
  const shared = all.filter((def) => def.sameForEveryone);
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp()));
  afterAll(() => t.close());

  it('are GET calls, and the list is not empty', () => {
    expect(shared.length).toBeGreaterThan(0);
    for (const def of shared) expect([def.name, def.method]).toEqual([def.name, 'GET']);
  });

  it.each(named(shared))('%s answers a visitor, the demo buyer and another customer alike', async (_name, def) => {
    const input = { locale: 'en' } as CallInput<CallDef>;
    const answers = await Promise.all(
      [asVisitor(t.app), await asBuyer(t.app), await asOther(t.app)].map(async (client) => {
        const res = await client.call(def, input);
        return { status: res.status, body: res.body };
      }),
    );
    expect(answers[0]?.body.code).toBe(0);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });
});
