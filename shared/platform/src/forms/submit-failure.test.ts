import { ApiError, NetworkError, TimeoutError } from '@shop/api';
import { describeFailure } from './submit-failure';

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

  it('calls no answer at all offline, whether the network failed or the call timed out', () => {
    expect(describeFailure(new NetworkError('down')).form).toEqual({ kind: 'offline' });
    expect(describeFailure(new TimeoutError(15_000)).form).toEqual({ kind: 'offline' });
  });

  it('calls a server error, an unknown key or a foreign answer a failed submit', () => {
    expect(describeFailure(refusal(500, { key: 'server_error' })).form).toEqual({ kind: 'failed' });
    expect(describeFailure(refusal(409, { key: 'something_new' })).form).toEqual({ kind: 'failed' });
    expect(describeFailure(new NetworkError('not json', 502)).form).toEqual({ kind: 'failed' });
    expect(describeFailure(new Error('bug')).form).toEqual({ kind: 'failed' });
  });
});
