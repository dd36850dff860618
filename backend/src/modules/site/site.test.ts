import { asVisitor, buildTestApp, type TestApp } from '../../test/helper';

describe('site calls', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp()));
  afterAll(() => t.close());

  it('answers the header for a visitor without counters or name', async () => {
    const res = await asVisitor(t.app).get('/shop-hapi/header');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: 0,
      data: { name: 'Lotus Wholesale', cart_total: 0, wish_total: 0, user_name: null, currency: 'USD' },
    });
  });

  it('lists en and vi, English first', async () => {
    const res = await asVisitor(t.app).get('/shop-api/website/locale-list');
    expect(res.body.data).toEqual([
      { code: 'en', names: { en: 'English', vi: 'Tiếng Anh' } },
      { code: 'vi', names: { en: 'Vietnamese', vi: 'Tiếng Việt' } },
    ]);
  });

  it('gives a session a CSRF token and keeps it for the session', async () => {
    const client = asVisitor(t.app);
    const first = await client.get<{ csrf_token: string }>('/shop-hapi/csrf-token');
    const again = await client.get<{ csrf_token: string }>('/shop-hapi/csrf-token');
    expect(first.body.data.csrf_token).toMatch(/^[\w-]{20,}$/);
    expect(again.body.data.csrf_token).toBe(first.body.data.csrf_token);
    const other = await asVisitor(t.app).get<{ csrf_token: string }>('/shop-hapi/csrf-token');
    expect(other.body.data.csrf_token).not.toBe(first.body.data.csrf_token);
  });

  it('serves index blocks in the asked locale', async () => {
    const vi = await asVisitor(t.app).get<{ blocks: { title: string }[] }>('/shop-hapi/index-block', { locale: 'vi' });
    expect(vi.body.data.blocks[0]?.title).toBe('Giá sỉ mỗi ngày');
  });

  it('reports the gate off when no shop password is set', async () => {
    const res = await asVisitor(t.app).get('/shop-hapi/website/password');
    expect(res.body.data).toEqual({ is_page: false, protected: false });
  });

  it('answers unknown paths with a 404 envelope', async () => {
    const res = await asVisitor(t.app).get('/shop-api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(404);
  });
});

describe('shop password gate', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp({ shopPassword: 'open-sesame' })));
  afterAll(() => t.close());

  it('refuses shop data until the password is given, then lets the session through', async () => {
    const client = asVisitor(t.app);
    expect((await client.get('/shop-hapi/website/password')).body.data).toEqual({ is_page: true, protected: true });
    const locked = await client.get('/shop-hapi/index-block');
    expect(locked.status).toBe(423);
    expect(locked.body.code).toBe(423);

    const wrong = await client.get('/shop-hapi/website/validation-password', { password: 'nope' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.msg).toBe('Incorrect password. Please try again.');
    expect((await client.get('/shop-hapi/index-block')).status).toBe(423);

    const right = await client.get('/shop-hapi/website/validation-password', { password: 'open-sesame' });
    expect(right.body).toMatchObject({ code: 0, data: { verified: true } });
    expect(client.cookies.passwordVerifySuccess).toBe('1');
    expect((await client.get('/shop-hapi/website/password')).body.data).toEqual({ is_page: false, protected: true });
    expect((await client.get('/shop-hapi/index-block')).body.code).toBe(0);

    // Another browser has not passed the gate; a forged passwordVerifySuccess cookie does not help it.
    const stranger = asVisitor(t.app);
    stranger.cookies.passwordVerifySuccess = '1';
    expect((await stranger.get('/shop-hapi/index-block')).status).toBe(423);
  });

  it('keeps the header and locale list open so the gate page can render', async () => {
    const client = asVisitor(t.app);
    expect((await client.get('/shop-hapi/header')).body.code).toBe(0);
    expect((await client.get('/shop-api/website/locale-list')).body.code).toBe(0);
  });
});
