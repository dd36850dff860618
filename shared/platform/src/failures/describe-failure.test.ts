import { ApiError, NetworkError, TimeoutError } from '@shop/api';
import { actionFailure, describeFailure } from './describe-failure';

const refusal = (code: number, data: unknown) => new ApiError(code, { code, data, msg: 'refused' });

describe('describeFailure', () => {
  it('puts the first message of each field of a 422 next to its field', () => {
    const error = refusal(422, {
      key: 'validation',
      errors: { email: ['email_required', 'email_invalid'], phone: [] },
    });
    expect(describeFailure(error)).toEqual({ fields: { email: 'email_required' }, form: null });
  });

  it('tells a refusal the contract words (wrong credentials) for the whole form', () => {
    expect(describeFailure(refusal(422, { key: 'credentials_invalid' }))).toEqual({
      fields: {},
      form: { kind: 'validation', key: 'credentials_invalid' },
    });
  });

  it('calls a failed network offline, and a call past the timeout a timeout (not offline)', () => {
    expect(describeFailure(new NetworkError('down')).form).toEqual({ kind: 'offline' });
    expect(describeFailure(new TimeoutError(15_000)).form).toEqual({ kind: 'timeout' });
  });

  it('calls a server error, an unknown key or a foreign answer a failed submit', () => {
    expect(describeFailure(refusal(500, { key: 'server_error' })).form).toEqual({ kind: 'failed' });
    expect(describeFailure(refusal(409, { key: 'something_new' })).form).toEqual({ kind: 'failed' });
    expect(describeFailure(new NetworkError('not json', 502)).form).toEqual({ kind: 'failed' });
    expect(describeFailure(new Error('bug')).form).toEqual({ kind: 'failed' });
  });
});

describe('actionFailure', () => {
  it('tells a refusal in the contract’s words: the first field error, else the message key', () => {
    expect(actionFailure(refusal(422, { errors: { quantity: ['quantity_over_inventory'] } }))).toEqual({
      kind: 'validation',
      key: 'quantity_over_inventory',
    });
    expect(actionFailure(refusal(404, { key: 'not_found' }))).toEqual({ kind: 'validation', key: 'not_found' });
  });

  it('says it failed for a server error, an unknown key or a bug, and offline when nothing answered', () => {
    expect(actionFailure(refusal(500, null))).toEqual({ kind: 'failed' });
    expect(actionFailure(refusal(409, { key: 'something_new' }))).toEqual({ kind: 'failed' });
    expect(actionFailure(new Error('bug'))).toEqual({ kind: 'failed' });
    expect(actionFailure(new NetworkError('down'))).toEqual({ kind: 'offline' });
    expect(actionFailure(new TimeoutError(15_000))).toEqual({ kind: 'timeout' });
  });

  it('says nothing after a 401: the shell takes the person to login', () => {
    expect(actionFailure(refusal(401, null))).toBeNull();
  });
});
