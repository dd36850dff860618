import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useRouteId } from './use-route-id';

function Show() {
  return <p>{String(useRouteId('cart_id'))}</p>;
}

const at = (path: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '/c/:cart_id', element: <Show /> }], { initialEntries: [path] })}
    />,
  );

describe('useRouteId', () => {
  it('reads a positive whole number', () => {
    at('/c/42');
    expect(screen.getByText('42')).toBeInTheDocument();
  });

  it.each(['0', '-3', '1.5', 'abc', '12345678901'])('gives null for %s', (raw) => {
    at(`/c/${raw}`);
    expect(screen.getByText('null')).toBeInTheDocument();
  });
});
