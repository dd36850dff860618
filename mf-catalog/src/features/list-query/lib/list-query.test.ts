import * as v from 'valibot';
import { productListInput } from '@shop/api/contract';
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

describe('the URL reader and the list call', () => {
  // The reader is plain code; the call's schema is the rule. Every view read from a link, tidy or hand-edited,
  // must be one the call takes exactly as it is.
  it.each([
    '',
    '?q=mug&category_id=3&ship_from=VN&price_min=100&price_max=5000&sort=sales_asc&page=4',
    '?page=0&sort=cheapest&category_id=abc&q=cable',
    '?price_min=900&price_max=100',
    '?price_min=-5&price_max=1.5&page=2.5&category_id=0',
    '?ship_from=vn&q=%20%20&page=99999',
    `?q=${'x'.repeat(101)}&sort=inventory_asc`,
    '?category_id=12&price_max=0&ship_from=USA',
  ])('%s is read as a view the call accepts unchanged', (search) => {
    const query = read(search);
    expect(v.parse(productListInput, query)).toEqual(query);
  });

  it('keeps every value the call accepts', () => {
    const search = '?q=cap&category_id=7&ship_from=CN&price_min=0&price_max=250&sort=newest_asc&page=3';
    const accepted = v.parse(productListInput, Object.fromEntries(new URLSearchParams(search)));
    expect(read(search)).toEqual(accepted);
  });
});
