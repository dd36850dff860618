import { buildTestApp, type TestApp } from './helper';

/** A seeded app on a free local port, for tests that need a real socket (bodies streamed or never ended). */
export async function listeningTestApp(): Promise<TestApp> {
  const t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return t;
}
