import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Big enough to pass the compression threshold (1 KiB), and compressible. */
export const SCRIPT = `console.log(${JSON.stringify('federated '.repeat(400))});\n`;

/**
 * A file and the two precompressed files the build writes beside it (brotli 11, gzip 9), as the build's
 * precompress step (`@shop/build`) writes them.
 */
export function withPrecompressed(name: string, content: string): Record<string, string | Buffer> {
  return {
    [name]: content,
    [`${name}.br`]: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    [`${name}.gz`]: gzipSync(content, { level: 9 }),
  };
}

/** A build folder with one file of every kind the servers treat differently. */
export function tempDist(files: Record<string, string | Buffer>): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-serve-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface Seen {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A stand-in for the backend on an ephemeral port that records what reached it and answers with cookies. */
export async function fakeBackend(): Promise<{ url: string; seen: Seen[]; close(): Promise<void> }> {
  const seen: Seen[] = [];
  // Room for the large bodies the proxy tests send (the real backend's limits are its own).
  const app: FastifyInstance = Fastify({ bodyLimit: 20 * 1024 * 1024 });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.all('/*', async (request, reply) => {
    seen.push({ method: request.method, url: request.url, headers: request.headers, body: String(request.body ?? '') });
    reply.header('set-cookie', ['authorization=abc; Path=/; HttpOnly', 'locale=vi; Path=/']);
    return { code: 0, data: { path: request.url }, msg: 'ok' };
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, seen, close: () => app.close() };
}
