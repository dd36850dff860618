import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@shop/api/contract';
import type { Db } from '../db/database';

export interface OutboxRow {
  id: number;
  to_email: string;
  subject: string;
  body: string;
  link: string | null;
  created_at: string;
}

/** Mail the backend "sent", newest first, to one address or to anyone. */
export function readOutbox(db: Db, to?: string, limit = 50): OutboxRow[] {
  return (
    to
      ? db.prepare('SELECT * FROM outbox WHERE to_email = ? COLLATE NOCASE ORDER BY id DESC LIMIT ?').all(to, limit)
      : db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT ?').all(limit)
  ) as OutboxRow[];
}

/** GET /__dev/outbox?to=email: mail the backend sent, newest first (the e2e tests read reset links here). */
export function registerOutboxRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { to?: string } }>('/__dev/outbox', async (request) => ({
    code: ErrorCode.OK,
    data: { messages: readOutbox(app.db, request.query.to) },
    msg: 'ok',
  }));
}
