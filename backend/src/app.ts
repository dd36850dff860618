import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ErrorCode } from '@shop/api/contract';
import type { Config } from './config';
import type { Db } from './db/database';
import { registerDevRoutes } from './dev';
import { ApiFailure } from './http/api-failure';
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
  const app = Fastify({ logger: false, trustProxy: true, ...options });
  app.decorate('db', db);
  app.decorate('config', config);
  app.register(cookie);
  app.register(multipart, {
    // One byte over the limit lets the route tell "too large" from "exactly 10 MB".
    limits: { fileSize: MAX_FILE_BYTES + 1, files: 20, fields: 50, fieldSize: 64 * 1024 },
    throwFileSizeLimit: true,
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiFailure) {
      const status = error.code >= 400 && error.code < 600 ? error.code : 400;
      return reply.status(status).send({ code: error.code, data: { key: error.key, ...error.data }, msg: error.message });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send({ code: ErrorCode.TOO_LARGE, data: { key: 'file_too_large' }, msg: 'Payload too large' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(400).send({ code: ErrorCode.BAD_REQUEST, data: { key: 'bad_request' }, msg: 'Bad request' });
    }
    request.log.error(error);
    return reply.status(500).send({ code: ErrorCode.SERVER, data: { key: 'server_error' }, msg: 'Server error' });
  });
  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ code: ErrorCode.NOT_FOUND, data: { key: 'not_found' }, msg: 'Not found' });
  });

  app.register(async (scoped) => {
    registerModules(scoped);
    if (config.devEndpoints) registerDevRoutes(scoped);
  });
  return app;
}
