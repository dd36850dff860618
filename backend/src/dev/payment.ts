import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ErrorCode } from '@shop/api/contract';
import { ApiFailure, notFound } from '../http/api-failure';
import { issuesToErrors } from '../http/route';
import { setNextOutcome } from '../modules/payment/gateway';

const input = v.object({
  outcome: v.picklist(['success', 'failure'], 'invalid_value'),
  email: v.optional(v.pipe(v.string('invalid_value'), v.email('invalid_value'))),
});

/**
 * POST /__dev/payment/next-outcome {outcome, email?}: the simulated gateway settles the next payment created with
 * this outcome (once), whatever PAYMENT_FAIL says: the next of that customer's orders when `email` is given,
 * otherwise anyone's. The e2e tests use it to walk the failure path, with the customer's email, since journeys run
 * side by side.
 */
export function registerPaymentDevRoutes(app: FastifyInstance): void {
  app.post('/__dev/payment/next-outcome', async (request) => {
    const parsed = v.safeParse(input, request.body ?? {});
    if (!parsed.success)
      throw new ApiFailure(ErrorCode.VALIDATION, 'invalid_value', { errors: issuesToErrors(parsed.issues) });
    const { outcome, email } = parsed.output;
    let userId: number | undefined;
    if (email !== undefined) {
      userId = app.db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as number | undefined;
      if (userId === undefined) throw notFound();
    }
    setNextOutcome(app.db, outcome, userId);
    return { code: ErrorCode.OK, data: { next_outcome: outcome }, msg: 'ok' };
  });
}
