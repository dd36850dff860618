import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ErrorCode } from '@shop/api/contract';
import { ApiFailure } from '../http/api-failure';
import { issuesToErrors } from '../http/route';
import { setNextOutcome } from '../modules/payment/gateway';

const input = v.object({ outcome: v.picklist(['success', 'failure'], 'invalid_value') });

/**
 * POST /__dev/payment/next-outcome {outcome}: the simulated gateway settles the next payment created with this
 * outcome (once), whatever PAYMENT_FAIL says. The e2e tests use it to walk the failure path.
 */
export function registerPaymentDevRoutes(app: FastifyInstance): void {
  app.post('/__dev/payment/next-outcome', async (request) => {
    const parsed = v.safeParse(input, request.body ?? {});
    if (!parsed.success)
      throw new ApiFailure(ErrorCode.VALIDATION, 'invalid_value', { errors: issuesToErrors(parsed.issues) });
    setNextOutcome(app.db, parsed.output.outcome);
    return { code: ErrorCode.OK, data: { next_outcome: parsed.output.outcome }, msg: 'ok' };
  });
}
