import { forgotPassword } from '@shop/api/contract';
import { loadConfig } from '../config';
import { asVisitor, buildTestApp, type TestApp } from '../test/helper';
import { cliOnSeededDatabase } from '../test/cli-on-seeded-database';

describe('the development endpoints', () => {
  it('are off unless SHOP_DEV_ENDPOINTS=1', () => {
    expect(loadConfig({}).devEndpoints).toBe(false);
    expect(loadConfig({ DEV_ENDPOINTS: '1' }).devEndpoints).toBe(false);
    expect(loadConfig({ SHOP_DEV_ENDPOINTS: '0' }).devEndpoints).toBe(false);
    expect(loadConfig({ SHOP_DEV_ENDPOINTS: '1' }).devEndpoints).toBe(true);
  });

  it('are refused in production mode: a backend asked for both does not start', () => {
    expect(() => loadConfig({ SHOP_DEV_ENDPOINTS: '1', NODE_ENV: 'production' })).toThrow(
      /SHOP_DEV_ENDPOINTS=1 is refused with NODE_ENV=production/,
    );
    expect(loadConfig({ NODE_ENV: 'production' }).devEndpoints).toBe(false);
  });

  it('are reached on the backend itself, a browsable address even when it listens on every interface', () => {
    expect(loadConfig({ API_PORT: '4100' }).devUrl).toBe('http://127.0.0.1:4100');
    expect(loadConfig({ API_HOST: '0.0.0.0', API_PORT: '4100' }).devUrl).toBe('http://127.0.0.1:4100');
    expect(loadConfig({ DEV_URL: 'http://dev.test:9/' }).devUrl).toBe('http://dev.test:9');
  });

  describe('with the default configuration', () => {
    let t: TestApp;
    beforeAll(async () => (t = await buildTestApp({ devEndpoints: loadConfig({}).devEndpoints })));
    afterAll(() => t.close());

    it('answer 404: nobody reads reset mail, approves refunds or moves orders', async () => {
      const visitor = asVisitor(t.app);
      expect((await visitor.call(forgotPassword, { email: 'buyer@example.com' })).status).toBe(200);
      const calls = [
        { method: 'GET' as const, url: '/__dev/outbox?to=buyer@example.com' },
        { method: 'POST' as const, url: '/__dev/after-sales/seller', payload: { id: 1, action: 'approve' } },
        { method: 'POST' as const, url: '/__dev/orders/advance', payload: { order_id: 1, to: 'completed' } },
        { method: 'POST' as const, url: '/__dev/orders/carrier', payload: { order_id: 1, intercept: 'fails' } },
        { method: 'POST' as const, url: '/__dev/payment/next-outcome', payload: { outcome: 'failure' } },
        { method: 'GET' as const, url: '/__dev/oauth/authorize?provider=google&state=x' },
      ];
      for (const call of calls)
        expect({ url: call.url, status: (await t.app.inject(call)).statusCode }).toEqual({
          url: call.url,
          status: 404,
        });
    });
  });
});

describe('the outbox CLI (pnpm --filter @shop/backend outbox)', () => {
  const { run: outbox } = cliOnSeededDatabase('outbox', (db) => {
    db.prepare('INSERT INTO outbox (to_email, subject, body, link, created_at) VALUES (?, ?, ?, ?, ?)').run(
      'buyer@example.com',
      'Reset your password',
      'Open the link',
      'http://127.0.0.1:3000/pc/customer/reset-password/abc',
      '2026-01-01T00:00:00.000Z',
    );
  });

  it('prints the reset links sent to an address', async () => {
    const { stdout } = await outbox('BUYER@example.com');
    expect(stdout).toContain('to buyer@example.com: Reset your password');
    expect(stdout).toContain('http://127.0.0.1:3000/pc/customer/reset-password/abc');
    expect((await outbox('nobody@example.com')).stdout).toBe('no mail to nobody@example.com\n');
  }, 20_000);
});
