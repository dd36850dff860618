import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken, userFromToken } from '../../plugins/auth';
import { AFTER_SALE_UPLOAD_PREFIX, afterSaleDir, STORED_NAME } from './file-store';

/**
 * The token of the request: the Authorization header of API calls, or the authorization cookie the browser
 * sends with <img> and link loads (which carry no header).
 */
function requestToken(request: FastifyRequest): string | null {
  const header = bearerToken(request);
  if (header) return header;
  const cookie = request.cookies.authorization;
  if (!cookie) return null;
  return /^Bearer\s+(\S+)$/i.exec(cookie)?.[1] ?? cookie;
}

interface FileRow {
  original_name: string;
  mime: string;
  kind: 'image' | 'document';
}

/** ASCII fallback and RFC 5987 form of the uploader's file name, for Content-Disposition. */
function dispositionName(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * GET /uploads/after-sales/<name>: a file of an after-sales request, to the customer who made it only; anyone
 * else gets the same 404 as for a missing file. The type is the one recognised from the bytes at upload, never
 * guessed again by the browser (nosniff); documents always download instead of opening in the store's origin.
 */
export function registerAfterSaleFileRoute(app: FastifyInstance): void {
  app.get<{ Params: { name: string } }>(`${AFTER_SALE_UPLOAD_PREFIX}:name`, async (request, reply) => {
    const { name } = request.params;
    const token = requestToken(request);
    const user = token ? userFromToken(app.db, token) : null;
    if (!user || !STORED_NAME.test(name)) return reply.callNotFound();
    const file = app.db
      .prepare(
        `SELECT f.original_name, f.mime, f.kind FROM after_sale_files f JOIN after_sales r ON r.id = f.request_id
         WHERE f.stored_name = ? AND r.user_id = ?`,
      )
      .get(name, user.id) as FileRow | undefined;
    if (!file) return reply.callNotFound();
    let body: Buffer;
    try {
      body = await fs.promises.readFile(path.join(afterSaleDir(app.config.uploadDir), name));
    } catch {
      return reply.callNotFound();
    }
    const type = file.mime === 'text/plain' ? 'text/plain; charset=utf-8' : file.mime;
    return reply
      .type(type)
      .header('X-Content-Type-Options', 'nosniff')
      .header(
        'Content-Disposition',
        `${file.kind === 'document' ? 'attachment' : 'inline'}; ${dispositionName(file.original_name)}`,
      )
      .header('Content-Security-Policy', "default-src 'none'")
      .header('Cache-Control', 'private, no-store')
      .send(body);
  });
}
