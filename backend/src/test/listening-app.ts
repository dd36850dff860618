import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from './helper';

/** A seeded app on a free local port, for tests that need a real socket (bodies streamed or never ended). */
export async function listeningTestApp(): Promise<TestApp> {
  const t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return t;
}

/** An after-sales upload to the listening app whose body the test writes itself, at its own pace. */
export function rawUpload(t: TestApp, headers: http.OutgoingHttpHeaders): http.ClientRequest {
  const { port } = t.app.server.address() as AddressInfo;
  return http.request({ host: '127.0.0.1', port, method: 'POST', path: '/shop-api/after-sale/create', headers });
}
