import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ErrorCode } from '@shop/api/contract';
import { ApiFailure } from './api-failure';

const MINUTE = 60_000;

/** One limit: at most `max` requests per `windowMs`, counted per client address or per account (the email sent). */
interface Limit {
  per: 'client' | 'account';
  max: number;
  windowMs: number;
}

/**
 * The production limits of the calls that guess or spam: a client is a browser's address (X-Forwarded-For from
 * the store's proxy), an account is the email typed. Per account stops a slow guesser spread over many addresses;
 * per client stops one address trying many accounts. `RATE_LIMIT_SCALE` multiplies every max (never below 1).
 */
export const RATE_LIMITS = {
  login: [
    { per: 'client', max: 20, windowMs: MINUTE },
    { per: 'account', max: 10, windowMs: 15 * MINUTE },
  ],
  shopPassword: [{ per: 'client', max: 10, windowMs: MINUTE }],
  register: [{ per: 'client', max: 10, windowMs: MINUTE }],
  forgotPassword: [
    { per: 'client', max: 10, windowMs: MINUTE },
    { per: 'account', max: 5, windowMs: 15 * MINUTE },
  ],
} as const satisfies Record<string, readonly Limit[]>;

export type LimitedCall = keyof typeof RATE_LIMITS;

const accountOf = (request: FastifyRequest): string | null => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;
};

/**
 * The preHandler that counts one call's requests against each of its limits; over any of them the answer is a 429
 * (`too_many_attempts`, with Retry-After and `retry_after` in seconds) before the handler runs, so a right password
 * sent while limited is not even checked.
 */
export function rateLimitHook(app: FastifyInstance, call: LimitedCall, scale: number): preHandlerAsyncHookHandler {
  const checks = RATE_LIMITS[call].map((limit: Limit) =>
    app.createRateLimit({
      max: Math.max(1, Math.round(limit.max * scale)),
      timeWindow: limit.windowMs,
      keyGenerator: (request) =>
        limit.per === 'client' ? `${call}:client:${request.ip}` : `${call}:account:${accountOf(request) ?? ''}`,
      // A request without an email is refused by its schema; it names no account to count against.
      allowList: (request) => limit.per === 'account' && accountOf(request) === null,
    }),
  );
  return async (request, reply) => {
    let wait = 0;
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) wait = Math.max(wait, result.ttlInSeconds, 1);
    }
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new ApiFailure(ErrorCode.LIMIT, 'too_many_attempts', { retry_after: wait });
    }
  };
}
