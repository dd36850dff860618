import { activeFilterCount, filterErrors, filtersFrom, orderNumbers, ordersInput, searchOf } from './order-filters';

const none = { order_nos: '', date_from: '', date_to: '', status: '' } as const;

describe('the orders view and its URL', () => {
  it('counts the filters a view applies', () => {
    expect(activeFilterCount(none)).toBe(0);
    expect(activeFilterCount({ ...none, order_nos: ' \n', status: 'shipped' })).toBe(1);
    expect(
      activeFilterCount({ order_nos: 'SO1', date_from: '2026-01-01', date_to: '2026-02-01', status: 'shipped' }),
    ).toBe(4);
  });

  it('splits a batch search as the backend does: lines, commas, spaces, each number once', () => {
    expect(orderNumbers('SO1\nSO2, SO3  SO1\n\n')).toEqual(['SO1', 'SO2', 'SO3']);
  });

  it('writes only what is set, one number a line, and the page beyond the first', () => {
    const params = searchOf({ ...none, order_nos: 'SO1, SO2', status: 'shipped' }, 3);
    expect(params.get('order_nos')).toBe('SO1\nSO2');
    expect(params.get('status')).toBe('shipped');
    expect(params.get('page')).toBe('3');
    expect(params.has('date_from')).toBe(false);
    expect(searchOf(none).toString()).toBe('');
  });

  it('reads a view back from its URL, ignoring a status that does not exist', () => {
    const params = new URLSearchParams('order_nos=SO1%0ASO2&date_from=2026-01-01&status=lost&page=2');
    expect(filtersFrom(params)).toEqual({ order_nos: 'SO1\nSO2', date_from: '2026-01-01', date_to: '', status: '' });
    expect(ordersInput(params)).toEqual({ order_nos: 'SO1\nSO2', date_from: '2026-01-01', page: 2, page_size: 10 });
    expect(ordersInput(new URLSearchParams('page=-4'))).toEqual({ page: 1, page_size: 10 });
  });

  it('refuses more than 50 order numbers and a start date after the end date, with the contract’s keys', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => `SO${i}`).join('\n');
    expect(filterErrors({ ...none, order_nos: fifty })).toEqual({});
    expect(filterErrors({ ...none, order_nos: `${fifty}\nSO50` })).toEqual({ order_nos: 'order_nos_too_many' });
    expect(filterErrors({ ...none, date_from: '2026-02-02', date_to: '2026-02-01' })).toEqual({
      date_to: 'date_range_invalid',
    });
    expect(filterErrors({ ...none, date_from: '2026-02-01', date_to: '2026-02-01' })).toEqual({});
  });
});
