import { loadConfig } from '../config';
import { buildTestApp, type TestApp } from '../test/helper';

describe('GET /healthz', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind the shop password gate too: a load balancer has no password.
    t = await buildTestApp({ shopPassword: 'gate' });
  });
  afterAll(() => t.close());

  it('answers ok while the database answers, uncached', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 'ok', service: 'backend', startedAt: expect.any(String) });
  });

  it('answers 503 when the database is gone', async () => {
    const broken = await buildTestApp();
    broken.db.close();
    try {
      const res = await broken.app.inject({ url: '/healthz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable', service: 'backend' });
    } finally {
      await broken.app.close();
    }
  });
});

describe('where the backend listens', () => {
  it('takes API_HOST/API_PORT, or HOST/PORT when run alone', () => {
    expect(loadConfig({})).toMatchObject({ host: '127.0.0.1', port: 4000 });
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' })).toMatchObject({ host: '0.0.0.0', port: 8080 });
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080', API_HOST: '10.0.0.2', API_PORT: '4100' })).toMatchObject({
      host: '10.0.0.2',
      port: 4100,
    });
  });

  it("mails links to the shell's port variable when PUBLIC_URL is unset", () => {
    expect(loadConfig({ SHELL_PORT: '8000' }).publicUrl).toBe('http://127.0.0.1:8000');
  });
});
