import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { ErrorCode } from '@shop/api/contract';
import type { Config } from './config';
import type { Db } from './db/database';
import { registerDevRoutes } from './dev';
import { ApiFailure, notFound } from './http/api-failure';
import { registerHealth } from './http/health';
import { registerModules } from './modules';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

/** Largest upload part: the contract's per-file limit (10 MB) plus room for the multipart framing. */
const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Builds the HTTP app on an open, migrated database. The caller owns the database's lifetime. */
export function buildApp(config: Config, db: Db, options: FastifyServerOptions = {}): FastifyInstance {
  // Only proxies on this machine (the store's server, a TLS proxy beside it) are trusted: the client is the last
  // X-Forwarded-For address one of them added. Trusting the whole header would let a client name its own address
  // and step around the per-client limits.
  const app = Fastify({ logger: false, trustProxy: 'loopback', ...options });
  app.decorate('db', db);
  app.decorate('config', config);
  app.register(cookie);
  // In-memory counters of this process, counted only on the routes that ask (http/rate-limits.ts).
  app.register(rateLimit, { global: false });
  app.register(multipart, {
    // One byte over the limit lets the route tell "too large" from "exactly 10 MB".
    limits: { fileSize: MAX_FILE_BYTES + 1, files: 20, fields: 50, fieldSize: 64 * 1024 },
    throwFileSizeLimit: true,
  });

  app.setErrorHandler((error, request, reply) => {
    const failure = error instanceof ApiFailure ? error : asFailure(error);
    if (failure.code >= 500) request.log.error(error);
    return sendFailure(reply, failure);
  });
  app.setNotFoundHandler((_request, reply) => sendFailure(reply, notFound()));

  registerHealth(app);
  app.register(async (scoped) => {
    registerModules(scoped);
    if (config.devEndpoints) registerDevRoutes(scoped);
  });
  return app;
}

/** Fastify's own errors (unreadable JSON, body too large, ...) in the envelope's terms. */
function asFailure(error: unknown): ApiFailure {
  const status = (error as { statusCode?: number }).statusCode ?? 500;
  if (status === 413) return new ApiFailure(ErrorCode.TOO_LARGE, 'file_too_large');
  if (status >= 400 && status < 500) return new ApiFailure(ErrorCode.BAD_REQUEST, 'bad_request');
  return new ApiFailure(ErrorCode.SERVER, 'server_error');
}

function sendFailure(reply: FastifyReply, failure: ApiFailure) {
  const status = failure.code >= 400 && failure.code < 600 ? failure.code : 400;
  return reply
    .status(status)
    .send({ code: failure.code, data: { key: failure.key, ...failure.data }, msg: failure.message });
}
