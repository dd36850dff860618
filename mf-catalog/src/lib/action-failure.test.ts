import { ApiError, NetworkError, TimeoutError } from '@shop/api';
import { describeActionFailure } from './action-failure';

const refusal = (code: number, data: unknown) => new ApiError(code, { code, data, msg: 'refused' });

describe('what a failed action tells', () => {
  it('tells the field error of a refusal in the contract’s words', () => {
    expect(describeActionFailure(refusal(422, { errors: { quantity: ['quantity_over_inventory'] } }))).toEqual({
      kind: 'validation',
      key: 'quantity_over_inventory',
    });
    expect(describeActionFailure(refusal(404, { key: 'not_found' }))).toEqual({ kind: 'validation', key: 'not_found' });
  });

  it('says the submission failed for a server error or an unknown refusal', () => {
    expect(describeActionFailure(refusal(500, null))).toEqual({ kind: 'catalog', key: 'action.failed' });
    expect(describeActionFailure(refusal(409, { key: 'something_new' }))).toEqual({
      kind: 'catalog',
      key: 'action.failed',
    });
    expect(describeActionFailure(new Error('bug'))).toEqual({ kind: 'catalog', key: 'action.failed' });
  });

  it('says the connection is down when nothing answered', () => {
    expect(describeActionFailure(new NetworkError('down'))).toEqual({ kind: 'catalog', key: 'action.offline' });
    expect(describeActionFailure(new TimeoutError(15_000))).toEqual({ kind: 'catalog', key: 'action.offline' });
  });

  it('says nothing for an expired session, which the shell handles', () => {
    expect(describeActionFailure(refusal(401, null))).toBeNull();
  });
});
