import {
  getIrregularEntryUrl,
  login,
  register,
  socialCallback,
  socialLogin,
  type SocialProvider,
} from '@shop/api/contract';
import { nowIso } from '../../db/database';
import { SESSION_COOKIE } from '../../plugins/session';
import { asVisitor, buildTestApp, type TestClient, type TestApp } from '../../test/helper';
import { expectForbidden } from '../../test/expect-forbidden';

interface CallbackData {
  token: string;
  user: { id: number; email: string; first_name: string; last_name: string };
  redirect: string;
}

describe('social login (simulated provider)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp()));
  afterAll(() => t.close());

  /** Starts a login in this browser and answers the state from the provider address. */
  async function start(
    client: TestClient,
    type: SocialProvider,
    redirect?: string,
  ): Promise<{ url: string; state: string }> {
    const res = await client.call(socialLogin, { type, redirect });
    expect(res.body.code).toBe(0);
    const url = (res.body.data as { url: string }).url;
    const state = new URL(url, 'http://store.test').searchParams.get('state');
    return { url, state: state! };
  }

  /** The provider's page: answers where it sends the browser back to. */
  async function authorize(url: string): Promise<{ status: number; location: URL | null }> {
    const res = await t.app.inject({ method: 'GET', url: url.replace(t.config.devUrl, '') });
    const location = res.headers.location;
    return { status: res.statusCode, location: typeof location === 'string' ? new URL(location) : null };
  }

  /** Start, pass the provider, and answer the code and state the callback page receives. */
  async function throughProvider(client: TestClient, type: SocialProvider, redirect?: string) {
    const { url, state } = await start(client, type, redirect);
    const { location } = await authorize(url);
    return { code: location!.searchParams.get('code')!, state };
  }

  const callback = (client: TestClient, input: { type: SocialProvider; code: string; state: string }) =>
    client.call(socialCallback, input);

  const expectRefused = (res: { status: number; body: unknown }) =>
    expectForbidden(res, 'social_login_failed', 'Social login failed, please try again.');

  it('logs in through the provider and back, creating the account on first use', async () => {
    const client = asVisitor(t.app);
    const { url, state } = await start(client, 'google', '/pc/my/orders');
    // On the backend's own origin: the store's server does not forward /__dev.
    expect(url).toBe(`${t.config.devUrl}/__dev/oauth/authorize?provider=google&state=${state}`);
    const stored = t.db.prepare('SELECT session_id, provider, redirect FROM oauth_states WHERE state = ?').get(state);
    expect(stored).toEqual({
      session_id: client.cookies[SESSION_COOKIE],
      provider: 'google',
      redirect: '/pc/my/orders',
    });

    const { status, location } = await authorize(url);
    expect(status).toBe(302);
    expect(`${location!.origin}${location!.pathname}`).toBe(
      `${t.config.publicUrl}/pc/customer/social-login/google/callback`,
    );
    expect(location!.searchParams.get('state')).toBe(state);
    const code = location!.searchParams.get('code')!;

    const res = await callback(client, { type: 'google', code, state });
    expect(res.status).toBe(200);
    const data = res.body.data as CallbackData;
    expect(data.user).toEqual({
      id: expect.any(Number),
      email: 'google.user@example.com',
      first_name: 'Social',
      last_name: 'Google',
    });
    expect(data.redirect).toBe('/pc/my/orders');
    client.token = data.token;
    expect((await client.call(getIrregularEntryUrl, {})).status).toBe(200);
    expect(t.db.prepare('SELECT password_hash FROM users WHERE id = ?').pluck().get(data.user.id)).toBeNull();
  });

  it('finds the same account on the next login', async () => {
    const first = asVisitor(t.app);
    const firstUser = (
      (await callback(first, { type: 'tiktok', ...(await throughProvider(first, 'tiktok')) })).body.data as CallbackData
    ).user;
    const users = t.db.prepare('SELECT COUNT(*) FROM users').pluck().get();
    const again = asVisitor(t.app);
    const res = await callback(again, { type: 'tiktok', ...(await throughProvider(again, 'tiktok')) });
    expect((res.body.data as CallbackData).user.id).toBe(firstUser.id);
    expect((res.body.data as CallbackData).redirect).toBe('/');
    expect(t.db.prepare('SELECT COUNT(*) FROM users').pluck().get()).toBe(users);
  });

  it("links the provider to the account that already has the provider's email", async () => {
    const registered = await asVisitor(t.app).post<{ user: { id: number } }>(register.path, {
      first_name: 'Face',
      last_name: 'Book',
      email: 'facebook.user@example.com',
      password: 'secret1',
      password_confirmation: 'secret1',
    });
    const client = asVisitor(t.app);
    const res = await callback(client, { type: 'facebook', ...(await throughProvider(client, 'facebook')) });
    expect((res.body.data as CallbackData).user.id).toBe(registered.body.data.user.id);
  });

  it('never lets a social-only account log in with a password', async () => {
    const client = asVisitor(t.app);
    await callback(client, { type: 'google', ...(await throughProvider(client, 'google')) });
    // The first is the text of the stand-in hash login checks for accounts it cannot match.
    for (const password of ['no account has this password', 'secret1']) {
      const res = await asVisitor(t.app).post(login.path, { email: 'google.user@example.com', password });
      expect(res.body).toMatchObject({ code: 403, data: { key: 'credentials_invalid' } });
    }
  });

  it('uses a state once', async () => {
    const client = asVisitor(t.app);
    const input = { type: 'google' as const, ...(await throughProvider(client, 'google')) };
    expect((await callback(client, input)).status).toBe(200);
    expectRefused(await callback(client, input));
  });

  it("refuses a state started by another session, and the owner's login still works", async () => {
    const owner = asVisitor(t.app);
    const input = { type: 'google' as const, ...(await throughProvider(owner, 'google')) };
    const stranger = asVisitor(t.app);
    await stranger.ensureCsrf();
    expectRefused(await callback(stranger, input));
    expectRefused(await callback(asVisitor(t.app), input));
    expect((await callback(owner, input)).status).toBe(200);
  });

  it('refuses a wrong code, and the attempt uses the state up', async () => {
    const client = asVisitor(t.app);
    const input = { type: 'google' as const, ...(await throughProvider(client, 'google')) };
    expectRefused(await callback(client, { ...input, code: 'not-the-code' }));
    expectRefused(await callback(client, input));
  });

  it('refuses a code for another provider than the state was started for', async () => {
    const client = asVisitor(t.app);
    const input = await throughProvider(client, 'google');
    expectRefused(await callback(client, { ...input, type: 'facebook' }));
  });

  it('refuses a state the provider never answered', async () => {
    const client = asVisitor(t.app);
    const { state } = await start(client, 'google');
    expectRefused(await callback(client, { type: 'google', code: 'guessed', state }));
  });

  it('refuses an expired state, at the provider and at the callback', async () => {
    const client = asVisitor(t.app);
    const { url, state } = await start(client, 'google');
    const { location } = await authorize(url);
    t.db.prepare('UPDATE oauth_states SET expires_at = ? WHERE state = ?').run(nowIso(Date.now() - 1000), state);
    expect((await authorize(url)).status).toBe(400);
    expectRefused(await callback(client, { type: 'google', code: location!.searchParams.get('code')!, state }));
  });

  it('lets a state live 10 minutes', async () => {
    const { state } = await start(asVisitor(t.app), 'google');
    const expires = t.db.prepare('SELECT expires_at FROM oauth_states WHERE state = ?').pluck().get(state) as string;
    expect(Math.abs(Date.parse(expires) - Date.now() - 10 * 60 * 1000)).toBeLessThan(60_000);
  });

  it('answers an unknown state at the provider with 400', async () => {
    expect((await authorize('/__dev/oauth/authorize?provider=google&state=unknown')).status).toBe(400);
    expect((await authorize('/__dev/oauth/authorize?provider=github&state=unknown')).status).toBe(400);
  });

  it('refuses to start with a redirect that leaves the store', async () => {
    for (const redirect of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
      const res = await asVisitor(t.app).call(socialLogin, { type: 'google', redirect });
      expect(res.status).toBe(422);
      expect(res.body.data).toEqual({ key: 'invalid_value', errors: { redirect: ['invalid_value'] } });
    }
  });
});
