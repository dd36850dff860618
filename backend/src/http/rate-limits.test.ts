import { forgotPassword, login, register, validateWebsitePassword } from '@shop/api/contract';
import { loadConfig } from '../config';
import { DEMO_USER } from '../modules/auth/seed';
import { asVisitor, buildTestApp, type ApiResponse, type TestApp, type TestClient } from '../test/helper';

/** A browser at its own address (the store's proxy names it in X-Forwarded-For, which the backend trusts). */
function from(t: TestApp, address: string): TestClient {
  const client = asVisitor(t.app);
  const request = client.request.bind(client);
  client.request = (options) => request({ ...options, headers: { 'x-forwarded-for': address, ...options.headers } });
  return client;
}

function expectThrottled(res: ApiResponse) {
  expect(res.status).toBe(429);
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(res.body).toEqual({
    code: 429,
    data: { key: 'too_many_attempts', retry_after: wait },
    msg: `Too many attempts. Please try again in ${wait} seconds.`,
  });
  return wait;
}

/** Runs `body` with the clock `ms` ahead, as the limiter's windows see it. */
async function later<T>(ms: number, body: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const clock = jest.spyOn(Date, 'now').mockReturnValue(now + ms);
  try {
    return await body();
  } finally {
    clock.mockRestore();
  }
}

const MINUTE = 60_000;

// Each login hashes a password: twenty of them take seconds on a busy machine.
jest.setTimeout(30_000);

describe('throttled login', () => {
  let t: TestApp;
  beforeEach(async () => (t = await buildTestApp()));
  afterEach(() => t.close());

  it('refuses an account after 10 wrong passwords, from any address, and takes the right one 15 minutes on', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await from(t, `203.0.113.${i}`).call(login, { email: DEMO_USER.email, password: 'wrong-guess' });
      expect(res.status).toBe(403);
    }
    const right = { email: DEMO_USER.email.toUpperCase(), password: DEMO_USER.password };
    const wait = expectThrottled(await from(t, '198.51.100.1').call(login, right));
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);

    const res = await later(15 * MINUTE + 1000, () => from(t, '198.51.100.2').call(login, right));
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
  });

  it('refuses one address after 20 tries a minute, while another address still logs in', async () => {
    const guesser = from(t, '203.0.113.7');
    for (let i = 0; i < 20; i++) {
      const res = await guesser.call(login, { email: `someone${i}@example.com`, password: 'wrong-guess' });
      expect(res.status).toBe(403);
    }
    const right = { email: DEMO_USER.email, password: DEMO_USER.password };
    expectThrottled(await guesser.call(login, right));
    expect((await from(t, '203.0.113.8').call(login, right)).status).toBe(200);
    expect((await later(MINUTE + 1000, () => guesser.call(login, right))).status).toBe(200);
  });

  it('counts the address the store saw, whatever X-Forwarded-For the client sent it', async () => {
    for (let i = 0; i < 20; i++) {
      const guesser = from(t, `10.9.9.${i}, 203.0.113.9`);
      expect((await guesser.call(login, { email: `x${i}@example.com`, password: 'wrong-guess' })).status).toBe(403);
    }
    expectThrottled(await from(t, '10.9.9.99, 203.0.113.9').call(login, { email: 'y@example.com', password: 'x' }));
  });

  it('scales every limit with RATE_LIMIT_SCALE, 1 when unset; one that is not a factor from 1 stops the start', () => {
    expect(loadConfig({}).rateLimitScale).toBe(1);
    expect(loadConfig({ RATE_LIMIT_SCALE: '5' }).rateLimitScale).toBe(5);
    expect(loadConfig({ RATE_LIMIT_SCALE: '2.5' }).rateLimitScale).toBe(2.5);
    for (const bad of ['0', 'x', '-5']) {
      expect(() => loadConfig({ RATE_LIMIT_SCALE: bad })).toThrow(
        `RATE_LIMIT_SCALE must be a number from 1 to 1000, not "${bad}"`,
      );
    }
  });
});

describe('throttled shop password', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp({ shopPassword: 'lotus' })));
  afterAll(() => t.close());

  it('refuses an address after 10 tries a minute, then takes the right password', async () => {
    const visitor = from(t, '203.0.113.20');
    for (let i = 0; i < 10; i++) {
      expect((await visitor.call(validateWebsitePassword, { password: `guess-${i}` })).status).toBe(403);
    }
    expectThrottled(await visitor.call(validateWebsitePassword, { password: 'lotus' }));
    const res = await later(MINUTE + 1000, () => visitor.call(validateWebsitePassword, { password: 'lotus' }));
    expect(res.status).toBe(200);
  });
});

describe('throttled register and forgot-password', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp()));
  afterAll(() => t.close());

  it('registers at most 10 accounts a minute from one address', async () => {
    const client = from(t, '203.0.113.30');
    const account = (i: number) => ({
      first_name: 'Linh',
      last_name: 'Pham',
      email: `many.${i}@example.com`,
      password: 'secret123',
      password_confirmation: 'secret123',
    });
    for (let i = 0; i < 10; i++) expect((await client.call(register, account(i))).status).toBe(200);
    expectThrottled(await client.call(register, account(10)));
    expect(t.db.prepare("SELECT COUNT(*) FROM users WHERE email LIKE 'many.%'").pluck().get()).toBe(10);
  });

  it('mails one address at most 5 times in 15 minutes, whoever asks', async () => {
    const email = 'buyer@example.com';
    const mails = () => t.db.prepare('SELECT COUNT(*) FROM outbox WHERE to_email = ?').pluck().get(email);
    const before = mails() as number;
    for (let i = 0; i < 5; i++)
      expect((await from(t, `203.0.113.${40 + i}`).call(forgotPassword, { email })).status).toBe(200);
    expectThrottled(await from(t, '203.0.113.50').call(forgotPassword, { email }));
    expect(mails()).toBe(before + 5);
  });
});
