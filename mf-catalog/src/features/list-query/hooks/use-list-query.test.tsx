import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useListQuery } from './use-list-query';

function renderListQuery(start: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[start]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ list: useListQuery({ sort: 'sales_desc' }), location: useLocation() }), { wrapper });
}

describe('useListQuery', () => {
  it('keeps both of two changes made before the address renders', () => {
    const { result } = renderListQuery('/pc');
    act(() => {
      result.current.list.update({ category_id: 3 });
      result.current.list.update({ sort: 'newest_desc' });
    });
    expect(result.current.location.search).toBe('?category_id=3&sort=newest_desc');
    expect(result.current.list.query).toMatchObject({ category_id: 3, sort: 'newest_desc', page: 1 });
  });

  it('builds on the address when it changes from outside (a link, back or forward)', () => {
    const { result } = renderListQuery('/pc?category_id=3&page=2');
    expect(result.current.list.query).toMatchObject({ category_id: 3, page: 2 });
    act(() => result.current.list.update({ page: 3 }));
    expect(result.current.location.search).toBe('?category_id=3&page=3');
  });
});
