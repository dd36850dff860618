import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a shell server reads of a registry (`GET /v1/registry`): the shape of `@shop/serve`'s live map. */
export interface StandInMap {
  remotes: Record<string, Record<string, unknown>>;
  staff?: { keySha256: string; until: string }[];
}

/** A key as the registry makes one (decision 059): `<prefix>.<secret>`, and what the map holds of it. */
export function viewKey(prefix: string): { key: string; keySha256: string } {
  const secret = randomBytes(32).toString('base64url');
  return { key: `${prefix}.${secret}`, keySha256: createHash('sha256').update(secret).digest('hex') };
}

/**
 * A release registry that answers `/v1/registry` with the map it is given (its version moved on by every `set`,
 * as shells take only a newer one) and takes every other request (the shells' signals) with a 204. On 127.0.0.1,
 * closed by `stop`.
 */
export async function startStandInRegistry(first: StandInMap) {
  let version = 1;
  let body = JSON.stringify({ version, ...first });
  const server = http.createServer((request, response) => {
    request.resume();
    if (request.url !== '/v1/registry') return response.writeHead(204).end();
    response.writeHead(200, { 'content-type': 'application/json', etag: `"v${version}"` }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/registry`,
    set(next: StandInMap) {
      version += 1;
      body = JSON.stringify({ version, ...next });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
