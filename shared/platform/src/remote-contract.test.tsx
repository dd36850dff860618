import { act, render, screen } from '@testing-library/react';
import { Component, createElement, Suspense, type ComponentType, type ReactNode } from 'react';
import { pageChunks } from './remote-contract';

const page = (text: string) => ({ default: () => createElement('h1', null, text) });

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? createElement('p', null, 'failed') : this.props.children;
  }
}

const shown = (Page: ComponentType) =>
  render(
    createElement(
      Boundary,
      null,
      createElement(Suspense, { fallback: createElement('p', null, 'loading') }, createElement(Page)),
    ),
  );

describe('pageChunks', () => {
  it('renders a page whose chunk was fetched ahead on its first try, without a fallback', async () => {
    const loader = jest.fn(async () => page('Cart'));
    const { pages, load } = pageChunks({ Cart: loader });
    await load.Cart();
    shown(pages.Cart);
    expect(screen.getByRole('heading', { name: 'Cart' })).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('suspends until the chunk is here when it was not fetched ahead, and fetches it once', async () => {
    let arrive: (module: ReturnType<typeof page>) => void = () => undefined;
    const loader = jest.fn(() => new Promise<ReturnType<typeof page>>((resolve) => (arrive = resolve)));
    const { pages, load } = pageChunks({ Home: loader });
    await act(async () => {
      shown(pages.Home);
    });
    expect(screen.getByText('loading')).toBeTruthy();
    const warm = load.Home();
    await act(async () => {
      arrive(page('Home'));
      await warm;
    });
    // React reveals suspended content no sooner than its throttle (about 300 ms) after the fallback.
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('fetches a failed chunk once more at once, then again only when asked to (a warm-up or a retry)', async () => {
    const loader = jest
      .fn<Promise<ReturnType<typeof page>>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce(page('Payment'));
    const { pages, load } = pageChunks({ Payment: loader });
    await expect(load.Payment()).rejects.toThrow('ChunkLoadError');
    expect(loader).toHaveBeenCalledTimes(2);
    await act(async () => {
      await load.Payment();
    });
    shown(pages.Payment);
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(3);
  });

  it('passes a chunk that keeps failing to the error boundary once, without fetching it on every render', async () => {
    const gone = Object.assign(new Error('Loading chunk page-cart failed.'), { name: 'ChunkLoadError' });
    // Fails twice (the attempt and its one retry); a loop would ask a third time and wait on it forever.
    const loader = jest
      .fn<Promise<ReturnType<typeof page>>, []>()
      .mockRejectedValueOnce(gone)
      .mockRejectedValueOnce(gone)
      .mockImplementation(() => new Promise(() => undefined));
    const { pages } = pageChunks({ Cart: loader });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      shown(pages.Cart);
    });
    expect(await screen.findByText('failed')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});
