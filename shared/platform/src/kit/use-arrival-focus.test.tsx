import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router-dom';
import { useArrivalFocus } from './use-arrival-focus';

function Result() {
  return <h1 {...useArrivalFocus()}>Thank you</h1>;
}

function Start() {
  const navigate = useNavigate();
  return (
    <>
      <Link to="/result">Follow</Link>
      <button type="button" onClick={() => navigate('/result', { replace: true })}>
        Pay
      </button>
    </>
  );
}

const at = (path: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        [
          { path: '/', element: <Start /> },
          { path: '/result', element: <Result /> },
        ],
        { initialEntries: [path] },
      )}
    />,
  );

describe('useArrivalFocus', () => {
  it('puts focus on the heading of a page an action went on to, its button gone', async () => {
    at('/');
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toHaveFocus();
  });

  it('does so for a followed link too', async () => {
    at('/');
    fireEvent.click(screen.getByRole('link', { name: 'Follow' }));
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toHaveFocus();
  });

  it('leaves focus alone on a first load', () => {
    at('/result');
    expect(screen.getByRole('heading', { name: 'Thank you' })).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });
});
