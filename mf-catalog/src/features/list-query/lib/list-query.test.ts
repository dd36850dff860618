import { applyPatch, readListQuery, writeListQuery, type ListDefaults } from './list-query';

const home: ListDefaults = { sort: 'newest_desc' };
const read = (search: string, defaults = home) => readListQuery(new URLSearchParams(search), defaults);

describe('the list view in the URL', () => {
  it('reads every filter with the call’s types', () => {
    expect(read('?q=mug&category_id=3&ship_from=VN&price_min=100&price_max=5000&sort=sales_asc&page=4')).toEqual({
      q: 'mug',
      category_id: 3,
      ship_from: 'VN',
      price_min: 100,
      price_max: 5000,
      sort: 'sales_asc',
      page: 4,
      page_size: 20,
    });
  });

  it('uses the page’s defaults when the URL says nothing', () => {
    expect(read('')).toMatchObject({ sort: 'newest_desc', page: 1 });
    expect(read('', { sort: 'sales_desc' })).toMatchObject({ sort: 'sales_desc', page: 1 });
  });

  it('drops what the schema refuses and keeps the rest', () => {
    expect(read('?page=0&sort=cheapest&category_id=abc&q=cable')).toEqual({
      q: 'cable',
      sort: 'newest_desc',
      page: 1,
      page_size: 20,
    });
  });

  it('drops a lowest price above the highest', () => {
    const query = read('?price_min=900&price_max=100');
    expect(query.price_min).toBeUndefined();
    expect(query.price_max).toBe(100);
  });

  it('writes only what differs from the defaults, in a stable order', () => {
    const query = read('?page=2&sort=inventory_desc&q=hub');
    expect(writeListQuery(query, home).toString()).toBe('q=hub&sort=inventory_desc&page=2');
    expect(writeListQuery(read(''), home).toString()).toBe('');
    expect(writeListQuery(read('', { sort: 'sales_desc' }), { sort: 'sales_desc' }).toString()).toBe('');
  });

  it('round-trips: writing then reading gives the same view', () => {
    const query = read('?q=cap&category_id=7&ship_from=CN&price_min=0&price_max=250&sort=newest_asc&page=3');
    expect(read(`?${writeListQuery(query, home)}`)).toEqual(query);
  });

  it('starts again at page 1 when a filter changes, not when the page does', () => {
    const query = read('?q=cap&page=5');
    expect(applyPatch(query, { category_id: 2 })).toMatchObject({ q: 'cap', category_id: 2, page: 1 });
    expect(applyPatch(query, { page: 6 })).toMatchObject({ q: 'cap', page: 6 });
    expect(applyPatch(query, { q: undefined }).q).toBeUndefined();
  });
});
