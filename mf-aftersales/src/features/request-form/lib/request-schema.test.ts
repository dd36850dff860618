import * as v from 'valibot';
import { requestSchema, type RequestValues } from './request-schema';

const valid: RequestValues = {
  goods_status: 'received',
  reason: 'damaged',
  amount: '43.00',
  description: 'Broken on arrival',
};
/** The message the form shows first for each wrong field. */
const messages = (values: Partial<Record<keyof RequestValues, unknown>>) => {
  const result = v.safeParse(requestSchema(4300), { ...valid, ...values });
  return result.success ? [] : [result.issues[0].message];
};

describe('the request form’s rules (spec 5)', () => {
  it('takes the amount in the currency and sends minor units', () => {
    expect(v.parse(requestSchema(4300), { ...valid, amount: ' 12,5 ' }).amount).toBe(1250);
    expect(v.parse(requestSchema(4300), valid).amount).toBe(4300);
  });

  it('refuses an amount above the maximum, which includes the fees', () => {
    expect(messages({ amount: '43.01' })).toEqual(['refund_amount_too_high']);
  });

  it('asks for an amount, and a valid one', () => {
    expect(messages({ amount: '' })).toEqual(['refund_amount_required']);
    expect(messages({ amount: 'ten' })).toEqual(['refund_amount_invalid']);
    expect(messages({ amount: '1.234' })).toEqual(['refund_amount_invalid']);
    expect(messages({ amount: '0' })).toEqual(['refund_amount_invalid']);
  });

  it('asks for a refund reason, the goods status and a detailed reason', () => {
    expect(messages({ reason: '' })).toEqual(['refund_reason_required']);
    expect(messages({ goods_status: '' })).toEqual(['goods_status_required']);
    expect(messages({ description: ' ' })).toEqual(['description_required']);
  });
});
