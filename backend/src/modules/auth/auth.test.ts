import { getIrregularEntryUrl, login, logout, register, validationEn } from '@shop/api/contract';
import { sha256, verifyPassword } from '../../plugins/auth';
import { asBuyer, asVisitor, buildTestApp, type TestClient, type TestApp } from '../../test/helper';
import { DEMO_USER } from './seed';

/** The texts spec section 5 quotes for login and register, verbatim. */
const SPEC_TEXTS = {
  email_required: 'The Email field is required',
  password_required: 'The Password field is required',
  email_invalid: 'The email field must be a valid email address.',
  password_min: 'The Password field must be at least 6 characters.',
  password_confirmation_mismatch: 'The Password field confirmation does not match',
} as const;

interface SessionData {
  token: string;
  expires_at: string;
  user: { id: number; email: string; first_name: string; last_name: string };
}

let counter = 0;
const freshEmail = (tag: string) => `${tag}.${++counter}@example.com`;

const newAccount = (email: string, password = 'secret1') => ({
  first_name: 'Linh',
  last_name: 'Pham',
  email,
  password,
  password_confirmation: password,
});

/** A customer-only call, used to tell whether a bearer token is accepted. */
const customerStatus = async (client: TestClient) => (await client.call(getIrregularEntryUrl, {})).status;

describe('auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Dozens of registrations and logins from one address in a minute; the limits have their own tests.
    t = await buildTestApp({ rateLimitScale: 10 });
  });
  afterAll(() => t.close());

  describe('register', () => {
    it('creates the account and logs it in', async () => {
      const client = asVisitor(t.app);
      const email = freshEmail('new');
      const res = await client.post<SessionData>(register.path, newAccount(email));
      expect(res.status).toBe(200);
      expect(res.body.data.user).toEqual({ id: expect.any(Number), email, first_name: 'Linh', last_name: 'Pham' });
      const ttl = Date.parse(res.body.data.expires_at) - Date.now();
      expect(Math.abs(ttl - t.config.tokenTtlMs)).toBeLessThan(60_000);
      client.token = res.body.data.token;
      expect(await customerStatus(client)).toBe(200);
    });

    it('stores the password and the token hashed only', async () => {
      const email = freshEmail('hashed');
      const res = await asVisitor(t.app).post<SessionData>(register.path, newAccount(email, 'plain-secret'));
      const stored = t.db.prepare('SELECT password_hash FROM users WHERE email = ?').pluck().get(email) as string;
      expect(stored).not.toContain('plain-secret');
      expect(stored).toMatch(/^[0-9a-f]{32}:[0-9a-f]{64}$/);
      expect(await verifyPassword('plain-secret', stored)).toBe(true);

      const { token } = res.body.data;
      const count = (hash: string) =>
        t.db.prepare('SELECT COUNT(*) FROM auth_tokens WHERE token_hash = ?').pluck().get(hash) as number;
      expect(count(token)).toBe(0);
      expect(count(sha256(token))).toBe(1);
    });

    it('trims and lower-cases the email', async () => {
      const email = freshEmail('mixed');
      const res = await asVisitor(t.app).post<SessionData>(register.path, newAccount(`  ${email.toUpperCase()} `));
      expect(res.body.data.user.email).toBe(email);
    });

    it('refuses an email that has an account, in any letter case', async () => {
      const res = await asVisitor(t.app).post(register.path, newAccount(DEMO_USER.email.toUpperCase()));
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        code: 422,
        data: { key: 'email_taken', errors: { email: ['email_taken'] } },
        msg: 'The email has already been taken.',
      });
      expect(t.db.prepare('SELECT COUNT(*) FROM users WHERE email = ?').pluck().get(DEMO_USER.email)).toBe(1);
    });

    it('accepts a password of exactly 6 characters', async () => {
      const res = await asVisitor(t.app).post(register.path, newAccount(freshEmail('six'), '123456'));
      expect(res.body.code).toBe(0);
    });

    it.each([
      ['email', { email: 'not-an-email' }, 'email_invalid', SPEC_TEXTS.email_invalid],
      ['password', { password: '12345', password_confirmation: '12345' }, 'password_min', SPEC_TEXTS.password_min],
      [
        'password_confirmation',
        { password_confirmation: 'secret2' },
        'password_confirmation_mismatch',
        SPEC_TEXTS.password_confirmation_mismatch,
      ],
      ['first_name', { first_name: '   ' }, 'first_name_required', 'The First Name field is required'],
      ['last_name', { last_name: '' }, 'last_name_required', 'The Last Name field is required'],
    ])('reports a bad %s with its key and text', async (field, change, key, text) => {
      const res = await asVisitor(t.app).post(register.path, { ...newAccount(freshEmail('bad')), ...change });
      expect(res.status).toBe(422);
      expect(res.body.data).toEqual({ key, errors: { [field]: [key] } });
      expect(res.body.msg).toBe(text);
    });

    it('reports every missing field at once', async () => {
      const res = await asVisitor(t.app).post<{ errors: Record<string, string[]> }>(register.path, {});
      expect(Object.keys(res.body.data.errors).sort()).toEqual(
        ['email', 'first_name', 'last_name', 'password', 'password_confirmation'].sort(),
      );
      expect(res.body.data.errors.email).toEqual(['email_required']);
      expect(res.body.data.errors.password).toEqual(['password_required']);
    });
  });

  describe('login', () => {
    it('logs the demo customer in, whatever the letter case of the email', async () => {
      const res = await asVisitor(t.app).post<SessionData>(login.path, {
        email: DEMO_USER.email.toUpperCase(),
        password: DEMO_USER.password,
      });
      expect(res.body.code).toBe(0);
      expect(res.body.data.user).toEqual({
        id: DEMO_USER.id,
        email: DEMO_USER.email,
        first_name: DEMO_USER.first_name,
        last_name: DEMO_USER.last_name,
      });
    });

    it('answers a wrong password and an unknown email the same way', async () => {
      const wrong = await asVisitor(t.app).post(login.path, { email: DEMO_USER.email, password: 'not-the-password' });
      const unknown = await asVisitor(t.app).post(login.path, {
        email: 'nobody@example.com',
        password: DEMO_USER.password,
      });
      const expected = {
        code: 403,
        data: { key: 'credentials_invalid' },
        msg: 'These credentials do not match our records.',
      };
      expect(wrong.status).toBe(403);
      expect(wrong.body).toEqual(expected);
      expect(unknown.status).toBe(403);
      expect(unknown.body).toEqual(expected);
    });

    it.each([
      ['email', { password: 'x' }, 'email_required', SPEC_TEXTS.email_required],
      ['email', { email: '  ', password: 'x' }, 'email_required', SPEC_TEXTS.email_required],
      ['password', { email: DEMO_USER.email, password: '' }, 'password_required', SPEC_TEXTS.password_required],
      ['password', { email: DEMO_USER.email }, 'password_required', SPEC_TEXTS.password_required],
    ])('reports a missing %s with the spec text (%j)', async (field, body, key, text) => {
      const res = await asVisitor(t.app).post(login.path, body);
      expect(res.status).toBe(422);
      expect(res.body.data).toEqual({ key, errors: { [field]: [key] } });
      expect(res.body.msg).toBe(text);
    });
  });

  describe('logout', () => {
    it("ends the request's token and only that one", async () => {
      const first = await asBuyer(t.app);
      const second = await asBuyer(t.app);
      const token = first.token!;
      const res = await first.post(logout.path);
      expect(res.body).toEqual({ code: 0, data: {}, msg: 'ok' });
      expect(t.db.prepare('SELECT COUNT(*) FROM auth_tokens WHERE token_hash = ?').pluck().get(sha256(token))).toBe(0);
      expect(await customerStatus(first)).toBe(401);
      expect(await customerStatus(second)).toBe(200);
    });

    it('succeeds without a token', async () => {
      const res = await asVisitor(t.app).post(logout.path);
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(0);
    });
  });

  it('keeps the spec texts of login and register verbatim in the English messages', () => {
    for (const [key, text] of Object.entries(SPEC_TEXTS)) {
      expect(validationEn[key as keyof typeof SPEC_TEXTS]).toBe(text);
    }
  });
});

describe('token expiry', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp({ tokenTtlMs: 300 })));
  afterAll(() => t.close());

  it('refuses a token once its lifetime has passed', async () => {
    const client = asVisitor(t.app);
    const res = await client.post<SessionData>(login.path, { email: DEMO_USER.email, password: DEMO_USER.password });
    client.token = res.body.data.token;
    expect(await customerStatus(client)).toBe(200);

    const wait = Date.parse(res.body.data.expires_at) - Date.now() + 20;
    await new Promise((resolve) => setTimeout(resolve, Math.max(wait, 0)));
    const after = await client.call(getIrregularEntryUrl, {});
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 401, data: { key: 'unauthenticated' } });
  });
});
