import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, type ComponentType } from 'react';
import { pageChunks } from '@shop/platform';
import { installFakeBackend, storeBasics } from '@shop/platform/testing';
import { reloadOnceForChunkError, reloadPage } from '../remotes/chunk-reload';
import { renderWithShell } from '../testing/shell-providers';
import { PageBoundary } from './page-boundary';

jest.mock('../remotes/chunk-reload', () => ({
  ...jest.requireActual<object>('../remotes/chunk-reload'),
  reloadOnceForChunkError: jest.fn(),
  reloadPage: jest.fn(),
}));
const reloadOnce = reloadOnceForChunkError as jest.MockedFunction<typeof reloadOnceForChunkError>;
const reload = reloadPage as jest.MockedFunction<typeof reloadPage>;

const chunkError = () => Object.assign(new Error('Loading chunk shell-page-login failed.'), { name: 'ChunkLoadError' });
const loginPage = { default: (() => createElement('h1', null, 'Sign in')) as ComponentType };

/** A shell page as shell-pages.tsx makes it: one chunk loader through `pageChunks`, inside the page's boundary. */
async function renderPage(loader: () => Promise<{ default: ComponentType }>) {
  const { pages } = pageChunks({ login: loader });
  // The chunk settles outside any event: act lets React hear of it (as the platform's own pageChunks tests do).
  await act(() =>
    renderWithShell(
      <>
        <p>header still here</p>
        <PageBoundary name="shell page login" lines={4}>
          <pages.login />
        </PageBoundary>
      </>,
    ),
  );
}

describe("a page's boundary", () => {
  beforeEach(() => {
    installFakeBackend(storeBasics);
    reloadOnce.mockReset();
    reload.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the page when its chunk fails once: the chunk is fetched once more, nothing reloads', async () => {
    const loader = jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce(loginPage);
    await renderPage(loader);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(reloadOnce).not.toHaveBeenCalled();
  });

  it('reloads the page once for a chunk that fails twice, and fetches it no more', async () => {
    reloadOnce.mockReturnValue(true);
    const loader = jest.fn(() => Promise.reject(chunkError()));
    await renderPage(loader);
    await screen.findByRole('button', { name: 'Try again' });
    expect(reloadOnce).toHaveBeenCalledWith(expect.objectContaining({ name: 'ChunkLoadError' }));
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('after the reload, shows the translated fallback in its area only, whose "Try again" loads the page again', async () => {
    reloadOnce.mockReturnValue(false);
    await renderPage(() => Promise.reject(chunkError()));
    expect(await screen.findByText('This part of the store could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('header still here')).toBeInTheDocument();
    // The tab says the page is not there, and nothing of a failure is indexed (decision 051).
    await waitFor(() => expect(document.title).toMatch(/^Not loaded/));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(console.error).toHaveBeenCalledWith(
      'shell page login failed while rendering',
      expect.objectContaining({ name: 'ChunkLoadError' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('renders a page that throws again on "Try again", without reloading', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('render failed');
      return createElement('h1', null, 'Fixed');
    }
    await renderWithShell(
      <PageBoundary name="flaky" lines={4}>
        <Flaky />
      </PageBoundary>,
    );
    expect(await screen.findByText('This part of the store could not be loaded.')).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Fixed' })).toBeInTheDocument();
    expect(reloadOnce).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }));
    expect(reload).not.toHaveBeenCalled();
  });
});
