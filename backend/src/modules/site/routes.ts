import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  ErrorCode,
  getCsrfToken,
  getHeader,
  getIndexBlock,
  getLocaleList,
  getWebsitePassword,
  validateWebsitePassword,
} from '@shop/api/contract';
import { ApiFailure } from '../../http/api-failure';
import { route } from '../../http/route';
import { GATE_COOKIE, readSession } from '../../plugins/session';
import { countersFor, readIndexBlocks, readSettings } from './repository';
import { siteImage } from './site-images';

const LOCALES = [
  { code: 'en', names: { en: 'English', vi: 'Tiếng Anh' } },
  { code: 'vi', names: { en: 'Vietnamese', vi: 'Tiếng Việt' } },
];

function samePassword(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function registerSiteRoutes(app: FastifyInstance): void {
  route(app, getHeader, (_input, { db, user }) => {
    const settings = readSettings(db);
    const counters = user ? countersFor(db, user.id) : { cart_total: 0, wish_total: 0 };
    return {
      ...settings,
      ...counters,
      user_name: user ? `${user.first_name} ${user.last_name}`.trim() : null,
    };
  });

  route(app, getIndexBlock, (input, { db }) => ({ blocks: readIndexBlocks(db, input.locale) }));

  route(app, getLocaleList, () => LOCALES);

  route(app, getCsrfToken, (_input, ctx) => ({ csrf_token: ctx.session().csrf_token }));

  route(app, getWebsitePassword, (_input, { db, config, request }) => {
    const isProtected = config.shopPassword !== null;
    const verified = Boolean(readSession(db, request)?.shop_verified);
    return { is_page: isProtected && !verified, protected: isProtected };
  });

  route(
    app,
    validateWebsitePassword,
    (input, ctx) => {
      const expected = ctx.config.shopPassword;
      if (expected !== null && !samePassword(input.password, expected)) {
        throw new ApiFailure(ErrorCode.FORBIDDEN, 'shop_password_incorrect');
      }
      const session = ctx.session();
      ctx.db.prepare('UPDATE sessions SET shop_verified = 1 WHERE id = ?').run(session.id);
      // Readable by the shell (spec: client state); the backend trusts only the session row.
      ctx.reply.setCookie(GATE_COOKIE, '1', { path: '/', sameSite: 'lax', secure: ctx.config.secureCookies });
      return { verified: true as const };
    },
    { limit: 'shopPassword' },
  );

  app.get<{ Params: { name: string } }>('/uploads/site/:name', async (request, reply) => {
    const svg = siteImage(request.params.name, readSettings(app.db).name);
    if (!svg) return reply.callNotFound();
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
}
