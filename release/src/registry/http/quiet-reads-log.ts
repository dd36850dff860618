import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** What shell servers and balancers call all the time: every shell reads the registry once a second. */
const FREQUENT = new Set(['/v1/registry', '/healthz']);
const frequent = (request: FastifyRequest) => FREQUENT.has(request.url.split('?')[0] ?? '');

/**
 * Fastify's request lines, with the shells' reads and health checks at debug: at info they buried the changes
 * (the registry logged 5,178 lines in 20 minutes, nearly all of them reads). Failures are logged as Fastify does.
 */
export class QuietReadsLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (frequent(request)) request.log.debug({ req: request }, 'incoming request');
    else request.log.info({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (!error && frequent(request)) {
      request.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    } else super.requestCompleted(error, request, reply, metadata);
  }
}
