import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { nowIso } from '../db/database';

/** Browser session: the cookie that carries the CSRF token and the shop-gate verification. */
export const SESSION_COOKIE = 'shop_session';
export const GATE_COOKIE = 'passwordVerifySuccess';

export interface ShopSession {
  id: string;
  csrf_token: string;
  shop_verified: number;
}

export function readSession(db: Db, request: FastifyRequest): ShopSession | null {
  const id = request.cookies[SESSION_COOKIE];
  if (!id) return null;
  const row = db.prepare('SELECT id, csrf_token, shop_verified FROM sessions WHERE id = ?').get(id) as
    ShopSession | undefined;
  return row ?? null;
}

/** The request's session, created (with a fresh CSRF token and cookie) when it has none. */
export function ensureSession(db: Db, request: FastifyRequest, reply: FastifyReply, secure: boolean): ShopSession {
  const existing = readSession(db, request);
  if (existing) {
    db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id = ?').run(nowIso(), existing.id);
    return existing;
  }
  const session: ShopSession = {
    id: randomBytes(24).toString('base64url'),
    csrf_token: randomBytes(24).toString('base64url'),
    shop_verified: 0,
  };
  const now = nowIso();
  db.prepare(
    'INSERT INTO sessions (id, csrf_token, shop_verified, created_at, last_seen_at) VALUES (?, ?, 0, ?, ?)',
  ).run(session.id, session.csrf_token, now, now);
  reply.setCookie(SESSION_COOKIE, session.id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
  return session;
}
