import { confirmationKey } from './confirmation-key';

describe('confirmationKey', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives the same key for the same checkout, across reloads of the page (session storage)', () => {
    const first = confirmationKey(7);
    expect(first).toMatch(/^[\w-]{8,100}$/);
    expect(confirmationKey(7)).toBe(first);
    expect(sessionStorage.getItem('checkout.confirm.7')).toBe(first);
  });

  it('gives another checkout another key', () => {
    expect(confirmationKey(8)).not.toBe(confirmationKey(9));
  });

  it('replaces a stored value that is not a valid key', () => {
    sessionStorage.setItem('checkout.confirm.5', 'bad key!');
    expect(confirmationKey(5)).toMatch(/^[\w-]{8,100}$/);
  });

  it('still works without storage', () => {
    expect(confirmationKey(3, null)).toMatch(/^[\w-]{8,100}$/);
  });
});
