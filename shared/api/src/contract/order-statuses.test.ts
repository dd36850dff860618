import { ORDER_STATUSES } from './order-statuses';

describe('the order statuses', () => {
  it('are the eight of spec section 4, in its order (the status filter offers them so)', () => {
    expect(ORDER_STATUSES.join(' ')).toBe('unpaid pending processing purchased shipped completed canceled closed');
  });
});
