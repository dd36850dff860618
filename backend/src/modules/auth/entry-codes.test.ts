import { getIrregularEntryUrl, irregularEntry } from '@shop/api/contract';
import { nowIso } from '../../db/database';
import { sha256 } from '../../plugins/auth';
import { asBuyer, asVisitor, buildTestApp, type TestApp } from '../../test/helper';
import { expectForbidden } from '../../test/expect-forbidden';
import { DEMO_USER } from './seed';

interface EntryData {
  token: string;
  user: { id: number; email: string };
  redirect: string;
}

describe('ERP entry codes', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp()));
  afterAll(() => t.close());

  /** A fresh entry code of the demo customer, read from the ERP address. */
  async function entryCode(): Promise<string> {
    const res = await (await asBuyer(t.app)).call(getIrregularEntryUrl, {});
    const url = new URL((res.body.data as { url: string }).url);
    expect(`${url.origin}${url.pathname}`).toBe(`${t.config.devUrl}/__dev/erp`);
    return url.searchParams.get('code')!;
  }

  const expectRefused = (res: { status: number; body: unknown }) =>
    expectForbidden(res, 'entry_code_invalid', 'This entry link is invalid or has expired.');

  it('gives the customer an ERP address with a code stored hashed for 5 minutes', async () => {
    const code = await entryCode();
    expect(code).toMatch(/^[\w-]{40,}$/);
    const row = (hash: string) =>
      t.db.prepare('SELECT user_id, expires_at, used_at FROM entry_codes WHERE code_hash = ?').get(hash) as
        { user_id: number; expires_at: string; used_at: string | null } | undefined;
    expect(row(code)).toBeUndefined();
    const stored = row(sha256(code));
    expect(stored).toMatchObject({ user_id: DEMO_USER.id, used_at: null });
    expect(Math.abs(Date.parse(stored!.expires_at) - Date.now() - 5 * 60 * 1000)).toBeLessThan(60_000);
  });

  it('refuses visitors', async () => {
    const res = await asVisitor(t.app).call(getIrregularEntryUrl, {});
    expect(res.status).toBe(401);
  });

  it('logs the customer in with the code once', async () => {
    const code = await entryCode();
    const client = asVisitor(t.app);
    const res = await client.call(irregularEntry, { code, redirect: '/pc/my/orders' });
    expect(res.status).toBe(200);
    const data = res.body.data as EntryData;
    expect(data.user).toMatchObject({ id: DEMO_USER.id, email: DEMO_USER.email });
    expect(data.redirect).toBe('/pc/my/orders');
    client.token = data.token;
    expect((await client.call(getIrregularEntryUrl, {})).status).toBe(200);

    expectRefused(await asVisitor(t.app).call(irregularEntry, { code }));
  });

  it('sends the customer home when no redirect is given', async () => {
    const res = await asVisitor(t.app).call(irregularEntry, { code: await entryCode() });
    expect((res.body.data as EntryData).redirect).toBe('/');
  });

  it('refuses an unknown or expired code', async () => {
    expectRefused(await asVisitor(t.app).call(irregularEntry, { code: 'made-up-code' }));
    const code = await entryCode();
    t.db
      .prepare('UPDATE entry_codes SET expires_at = ? WHERE code_hash = ?')
      .run(nowIso(Date.now() - 1000), sha256(code));
    expectRefused(await asVisitor(t.app).call(irregularEntry, { code }));
  });

  it('reports a missing code as a field error', async () => {
    const res = await asVisitor(t.app).get(irregularEntry.path);
    expect(res.status).toBe(422);
    expect(res.body.data).toEqual({ key: 'entry_code_invalid', errors: { code: ['entry_code_invalid'] } });
  });

  it('shows the simulated ERP page with everything escaped', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/__dev/erp?${new URLSearchParams({ code: '<script>x</script>"\'&' })}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(res.body).toContain('<title>ERP center (simulated)</title>');
    expect(res.body).toContain('&lt;script&gt;x&lt;/script&gt;&quot;&#39;&amp;');
    expect(res.body).not.toContain('<script>');
  });
});
