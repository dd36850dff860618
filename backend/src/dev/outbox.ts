import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@shop/api/contract';

/** GET /__dev/outbox?to=email: mail the backend sent, newest first (the e2e tests read reset links here). */
export function registerOutboxRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { to?: string } }>('/__dev/outbox', async (request) => {
    const to = request.query.to;
    const rows = to
      ? app.db.prepare('SELECT * FROM outbox WHERE to_email = ? COLLATE NOCASE ORDER BY id DESC LIMIT 50').all(to)
      : app.db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT 50').all();
    return { code: ErrorCode.OK, data: { messages: rows }, msg: 'ok' };
  });
}
