import { forgotPassword, getIrregularEntryUrl, login, register, resetPassword } from '@shop/api/contract';
import { nowIso } from '../../db/database';
import { sha256 } from '../../plugins/auth';
import { asVisitor, buildTestApp, type TestClient, type TestApp } from '../../test/helper';

interface OutboxMessage {
  to_email: string;
  subject: string;
  body: string;
  link: string | null;
}

let counter = 0;

describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp()));
  afterAll(() => t.close());

  /** A new account, logged in, so its sessions can be watched. */
  async function account(password = 'first-pass'): Promise<{ email: string; client: TestClient }> {
    const email = `reset.${++counter}@example.com`;
    const client = asVisitor(t.app);
    const res = await client.post<{ token: string }>(register.path, {
      first_name: 'An',
      last_name: 'Le',
      email,
      password,
      password_confirmation: password,
    });
    client.token = res.body.data.token;
    return { email, client };
  }

  async function mailTo(email: string): Promise<OutboxMessage[]> {
    const res = await asVisitor(t.app).get<{ messages: OutboxMessage[] }>('/__dev/outbox', { to: email });
    return res.body.data.messages;
  }

  /** Asks for a link and reads its token from the mail, as the person would. */
  async function resetToken(email: string): Promise<string> {
    await asVisitor(t.app).post(forgotPassword.path, { email });
    const [mail] = await mailTo(email);
    const prefix = `${t.config.publicUrl}/pc/customer/reset-password/`;
    expect(mail?.link?.startsWith(prefix)).toBe(true);
    return mail!.link!.slice(prefix.length);
  }

  const reset = (token: string, password: string) =>
    asVisitor(t.app).post(resetPassword.path, { token, password, password_confirmation: password });

  const loginStatus = async (email: string, password: string) =>
    (await asVisitor(t.app).post(login.path, { email, password })).status;

  const resetCount = () => t.db.prepare('SELECT COUNT(*) FROM password_resets').pluck().get() as number;

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = resetCount();
    const unknown = await asVisitor(t.app).post(forgotPassword.path, { email: 'nobody.here@example.com' });
    const { email } = await account();
    const known = await asVisitor(t.app).post(forgotPassword.path, { email });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ code: 0, data: {}, msg: 'ok' });
    expect(known.body).toEqual(unknown.body);
    expect(await mailTo('nobody.here@example.com')).toEqual([]);
    expect(resetCount()).toBe(before + 1);
  });

  it('mails a link to the reset page whose token is stored hashed and lives 60 minutes', async () => {
    const { email } = await account();
    const token = await resetToken(email.toUpperCase());
    expect(token).toMatch(/^[\w-]{40,}$/);
    const [mail] = await mailTo(email);
    expect(mail).toMatchObject({ to_email: email, subject: 'Reset your password' });
    expect(mail!.body).toContain(mail!.link);

    const row = (hash: string) =>
      t.db.prepare('SELECT expires_at, used_at FROM password_resets WHERE token_hash = ?').get(hash) as
        { expires_at: string; used_at: string | null } | undefined;
    expect(row(token)).toBeUndefined();
    const stored = row(sha256(token));
    expect(stored?.used_at).toBeNull();
    const lifetime = Date.parse(stored!.expires_at) - Date.now();
    expect(Math.abs(lifetime - 60 * 60 * 1000)).toBeLessThan(60_000);
  });

  it('sets the new password once and ends every session of the account', async () => {
    const { email, client } = await account('first-pass');
    const second = asVisitor(t.app);
    second.token = (
      await second.post<{ token: string }>(login.path, { email, password: 'first-pass' })
    ).body.data.token;
    const token = await resetToken(email);

    const res = await reset(token, 'second-pass');
    expect(res.body).toEqual({ code: 0, data: {}, msg: 'ok' });
    expect((await client.call(getIrregularEntryUrl, {})).status).toBe(401);
    expect((await second.call(getIrregularEntryUrl, {})).status).toBe(401);
    expect(await loginStatus(email, 'first-pass')).toBe(403);
    expect(await loginStatus(email, 'second-pass')).toBe(200);

    const again = await reset(token, 'third-pass');
    expect(again.status).toBe(422);
    expect(again.body).toEqual({
      code: 422,
      data: { key: 'reset_token_invalid', errors: { token: ['reset_token_invalid'] } },
      msg: 'This password reset link is invalid or has expired.',
    });
    expect(await loginStatus(email, 'second-pass')).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const res = await reset('made-up-token', 'whatever1');
    expect(res.status).toBe(422);
    expect(res.body.data).toEqual({ key: 'reset_token_invalid', errors: { token: ['reset_token_invalid'] } });
  });

  it('refuses an expired token and leaves the password alone', async () => {
    const { email } = await account('kept-pass');
    const token = await resetToken(email);
    t.db
      .prepare('UPDATE password_resets SET expires_at = ? WHERE token_hash = ?')
      .run(nowIso(Date.now() - 1000), sha256(token));
    const res = await reset(token, 'new-pass1');
    expect(res.status).toBe(422);
    expect(res.body.data).toEqual({ key: 'reset_token_invalid', errors: { token: ['reset_token_invalid'] } });
    expect(await loginStatus(email, 'kept-pass')).toBe(200);
  });

  it('does not use up the token when the new password is refused', async () => {
    const { email } = await account();
    const token = await resetToken(email);
    const mismatch = await asVisitor(t.app).post(resetPassword.path, {
      token,
      password: 'new-pass1',
      password_confirmation: 'new-pass2',
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.data).toEqual({
      key: 'password_confirmation_mismatch',
      errors: { password_confirmation: ['password_confirmation_mismatch'] },
    });
    const short = await reset(token, '12345');
    expect(short.body.data).toEqual({ key: 'password_min', errors: { password: ['password_min'] } });
    expect((await reset(token, 'new-pass1')).body.code).toBe(0);
  });
});
