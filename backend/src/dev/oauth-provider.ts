import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ErrorCode, socialProvider } from '@shop/api/contract';
import { ApiFailure } from '../http/api-failure';
import { sha256 } from '../plugins/auth';
import { setOAuthCode } from '../modules/auth/social-repository';

const authorizeQuery = v.object({
  provider: socialProvider,
  state: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
});

/**
 * GET /__dev/oauth/authorize?provider=&state=: the simulated provider's consent page, answered at once as if the
 * person had agreed. It issues a one-time code for the state and sends the browser back to the store's callback.
 */
export function registerOAuthProviderRoutes(app: FastifyInstance): void {
  app.get('/__dev/oauth/authorize', async (request, reply) => {
    const query = v.safeParse(authorizeQuery, request.query);
    if (!query.success) throw new ApiFailure(ErrorCode.BAD_REQUEST, 'invalid_value');
    const { provider, state } = query.output;
    const code = randomBytes(32).toString('base64url');
    if (!setOAuthCode(app.db, state, provider, sha256(code)))
      throw new ApiFailure(ErrorCode.BAD_REQUEST, 'invalid_value');
    const callback = `${app.config.publicUrl}/pc/customer/social-login/${provider}/callback?${new URLSearchParams({ code, state })}`;
    return reply.redirect(callback, 302);
  });
}
