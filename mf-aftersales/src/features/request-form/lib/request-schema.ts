import * as v from 'valibot';
import { afterSaleRequestInput, M, type ServiceType } from '@shop/api/contract';

/** A refund amount as a person types it: the currency's major units, up to two decimals ("12.50" or "12,50"). */
const AMOUNT_TEXT = /^\d{1,9}([.,]\d{1,2})?$/;

/**
 * The request form: `afterSale.create`'s own fields and messages (spec 5), except that the amount is typed in
 * the currency (not in minor units) and is checked against this order's maximum, which includes the fees, before
 * anything is sent. The server checks the same cap again and its refusal lands on the same field. The order and
 * the service type were chosen before this form and no one types them: they are sent beside the values, and a
 * refusal of either is told above the button.
 */
export function requestSchema(maxAmount: number) {
  return v.object({
    ...v.omit(afterSaleRequestInput, ['order_id', 'service_type']).entries,
    amount: v.pipe(
      v.string(M.refund_amount_required),
      v.trim(),
      v.nonEmpty(M.refund_amount_required),
      v.regex(AMOUNT_TEXT, M.refund_amount_invalid),
      v.transform((text) => Math.round(Number(text.replace(',', '.')) * 100)),
      v.minValue(1, M.refund_amount_invalid),
      v.maxValue(maxAmount, M.refund_amount_too_high),
    ),
  });
}

export type RequestValues = v.InferInput<ReturnType<typeof requestSchema>>;
export type RequestChecked = v.InferOutput<ReturnType<typeof requestSchema>>;
/** What is sent: the checked values and the two chosen before the form. */
export type RequestFields = RequestChecked & {
  order_id: number;
  service_type: ServiceType;
};
