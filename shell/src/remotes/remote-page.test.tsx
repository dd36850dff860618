import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteModule } from '@shop/platform';
import { reportSignal } from '@shop/platform';
import { installFakeBackend, storeBasics } from '@shop/platform/testing';
import { renderWithShell } from '../testing/shell-providers';
import { reloadPage } from './chunk-reload';
import { loadRemoteModule } from './load-remote';
import { hydrateWith } from './remote-cache';
import { RemotePage } from './remote-page';

jest.mock('./load-remote', () => ({ registerRemoteEntries: jest.fn(), loadRemoteModule: jest.fn() }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;
jest.mock('@shop/platform', () => ({ ...jest.requireActual('@shop/platform'), reportSignal: jest.fn() }));
const signalled = reportSignal as jest.MockedFunction<typeof reportSignal>;
jest.mock('./chunk-reload', () => ({ ...jest.requireActual('./chunk-reload'), reloadPage: jest.fn() }));

const chunkError = () => Object.assign(new Error('Loading chunk page-home failed.'), { name: 'ChunkLoadError' });

const remoteWith = (pages: RemoteModule['pages']): RemoteModule => ({
  namespace: 'catalog',
  translations: {
    en: async () => ({ default: { title: 'Catalogue' } }),
    vi: async () => ({ default: { title: 'Danh mục' } }),
  },
  pages,
});

describe('a remote page', () => {
  beforeEach(() => {
    installFakeBackend(storeBasics);
    load.mockReset();
    signalled.mockClear();
    (reloadPage as jest.MockedFunction<typeof reloadPage>).mockClear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows a translated fallback with retry when the remote cannot load, and loads on retry', async () => {
    load.mockRejectedValueOnce(new Error('manifest unreachable'));
    load.mockResolvedValueOnce(remoteWith({ Home: () => createElement('h1', null, 'Home page') }));
    await renderWithShell(<RemotePage remote="mf_catalog" page="Home" />);
    expect(await screen.findByText('This part of the store could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('contains a page that throws while rendering', async () => {
    load.mockResolvedValue(
      remoteWith({
        Broken: () => {
          throw new Error('render failed');
        },
      }),
    );
    await renderWithShell(
      <>
        <p>header still here</p>
        <RemotePage remote="mf_catalog" page="Broken" />
      </>,
    );
    expect(await screen.findByText('This part of the store could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('header still here')).toBeInTheDocument();
  });

  it('falls back when the remote lacks the page', async () => {
    load.mockResolvedValue(remoteWith({}));
    await renderWithShell(<RemotePage remote="mf_catalog" page="Missing" />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('treats a remote whose texts fail to load as failed, never showing its keys, and loads it on retry', async () => {
    const texts = jest
      .fn<Promise<{ default: Record<string, string> }>, []>()
      .mockRejectedValueOnce(new Error('texts unreachable'))
      .mockRejectedValueOnce(new Error('texts unreachable'))
      .mockResolvedValue({ default: { 'cart.title': 'Your cart' } });
    function Cart() {
      return createElement('h1', null, useTranslation('checkout').t('cart.title'));
    }
    load.mockResolvedValue({ namespace: 'checkout', translations: { en: texts, vi: texts }, pages: { Cart } });
    // A remote of its own: the shell keeps each loaded remote for the page's lifetime.
    await renderWithShell(<RemotePage remote="mf_account" page="Cart" />);
    expect(await screen.findByText('This part of the store could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('cart.title')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
    expect(texts).toHaveBeenCalledTimes(3);
  });

  it("shows a page once its chunk is here, so a page not warmed never suspends behind React's reveal throttle", async () => {
    let arrive: () => void = () => undefined;
    const chunk = jest.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    load.mockResolvedValue({
      ...remoteWith({ Payment: () => createElement('h1', null, 'Payment page') }),
      load: { Payment: chunk },
    });
    await renderWithShell(<RemotePage remote="mf_checkout" page="Payment" />);
    await waitFor(() => expect(chunk).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading', { name: 'Payment page' })).toBeNull();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    act(() => arrive());
    expect(await screen.findByRole('heading', { name: 'Payment page' })).toBeInTheDocument();
  });

  describe('hydrating after the server drew it (decision 038)', () => {
    // Each test hydrates a remote of its own: the shell keeps each loaded remote for the page's lifetime.
    it("starts from its chunk's failure without trying again, counting the view and the chunk's failure", async () => {
      const module = remoteWith({ Home: () => createElement('h1', null, 'Home page') });
      hydrateWith('mf_aftersales', 'Home', { error: chunkError(), module });
      await renderWithShell(<RemotePage remote="mf_aftersales" page="Home" />);
      expect(screen.getByText('This part of the store could not be loaded.')).toBeInTheDocument();
      expect(load).not.toHaveBeenCalled();
      expect(signalled).toHaveBeenCalledWith({ kind: 'view', remote: 'mf_aftersales' });
      expect(signalled).toHaveBeenCalledWith({ kind: 'load-error', remote: 'mf_aftersales', name: 'chunk' });
      // A chunk's retry is a reload, as on the page's boundary: only a reload gets a newer deployment's names.
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(reloadPage).toHaveBeenCalledTimes(1);
    });

    it("counts a page chunk that throws as the page's render error", async () => {
      const module = remoteWith({ Home: () => createElement('h1', null, 'Home page') });
      hydrateWith('mf_publish', 'Home', { error: new Error('a bug'), module });
      await renderWithShell(<RemotePage remote="mf_publish" page="Home" />);
      expect(screen.getByText('This part of the store could not be loaded.')).toBeInTheDocument();
      expect(signalled).toHaveBeenCalledWith({ kind: 'view', remote: 'mf_publish' });
      expect(signalled).toHaveBeenCalledWith({ kind: 'render-error', remote: 'mf_publish', name: 'page' });
      load.mockResolvedValue(module);
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
      expect(reloadPage).not.toHaveBeenCalled();
      // The page retried is the view already counted: the signals compare failures per view.
      expect(signalled.mock.calls.filter(([signal]) => signal.kind === 'view')).toHaveLength(1);
    });

    it('starts from an entry that failed, with no view counted, and loads on retry', async () => {
      // The catalogue may be kept from the first test, with this same page.
      hydrateWith('mf_catalog', 'Home', { error: new Error('entry unreachable') });
      load.mockResolvedValue(remoteWith({ Home: () => createElement('h1', null, 'Home page') }));
      await renderWithShell(<RemotePage remote="mf_catalog" page="Home" />);
      expect(screen.getByText('This part of the store could not be loaded.')).toBeInTheDocument();
      expect(signalled).toHaveBeenCalledWith({ kind: 'load-error', remote: 'mf_catalog', name: 'entry' });
      expect(signalled).not.toHaveBeenCalledWith({ kind: 'view', remote: 'mf_catalog' });
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    });
  });
});
