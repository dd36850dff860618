import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { nowIso } from '../db/database';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

export interface AuthUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, 32);
  return `${salt.toString('hex')}:${hash.toString('hex')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [saltHex, hashHex] = stored.split(':');
  if (!saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scrypt(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(expected, actual);
}

/** Issues a bearer token for the user; only its hash is stored. */
export function issueToken(db: Db, userId: number, ttlMs: number): { token: string; expires_at: string } {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const expires_at = nowIso(now + ttlMs);
  db.prepare('INSERT INTO auth_tokens (user_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    userId,
    sha256(token),
    nowIso(now),
    expires_at,
  );
  return { token, expires_at };
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The customer behind the request's bearer token, or null (no token, unknown or expired). */
export function userFromRequest(db: Db, request: FastifyRequest): AuthUser | null {
  const token = bearerToken(request);
  return token ? userFromToken(db, token) : null;
}

/** The customer a bearer token belongs to, or null when it is unknown or expired. */
export function userFromToken(db: Db, token: string): AuthUser | null {
  const row = db
    .prepare(
      `SELECT u.id, u.email, u.first_name, u.last_name FROM auth_tokens t JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = ? AND t.expires_at > ?`,
    )
    .get(sha256(token), nowIso()) as AuthUser | undefined;
  return row ?? null;
}
