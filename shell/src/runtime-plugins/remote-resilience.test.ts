import remoteResilience, {
  fetchManifest,
  forgetFailedShare,
  MANIFEST_RETRY_DELAY_MS,
  type retryEntryOnce,
} from './remote-resilience';

const response = (status: number) => new Response('{}', { status });

describe('manifest retry', () => {
  it('tries once more after a network failure or a 5xx, and not after that', async () => {
    const fetchImpl = jest.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce(response(200));
    expect((await fetchManifest('http://r/mf-manifest.json', {}, fetchImpl)).status).toBe(200);
    const failing = jest.fn().mockResolvedValue(response(503));
    expect((await fetchManifest('http://r/mf-manifest.json', {}, failing)).status).toBe(503);
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('does not retry an answer that will not change (404)', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(response(404));
    expect((await fetchManifest('http://r/mf-manifest.json', {}, fetchImpl)).status).toBe(404);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('leaves every other request to the runtime', () => {
    const plugin = remoteResilience();
    expect(plugin.fetch?.('http://r/remoteEntry.js', {})).toBeUndefined();
  });

  it('reports a failed remote and leaves the failure to the runtime, which clears what it was loading', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const plugin = remoteResilience();
    const failure = new Error('manifest unreachable');
    // Throwing here skipped the runtime's clean-up of the failed manifest fetch, so "Try again" never fetched again.
    const substitute = plugin.errorLoadRemote?.({
      id: 'mf_catalog/remote',
      error: failure,
      lifecycle: 'afterResolve',
      // The runtime passes more context; the plugin only reads these.
    } as Parameters<NonNullable<typeof plugin.errorLoadRemote>>[0]);
    expect(substitute).toBeUndefined();
    expect(error).toHaveBeenCalledWith('remote mf_catalog/remote failed at afterResolve', failure);
    error.mockRestore();
  });
});

describe('remote entry retry', () => {
  type Args = Parameters<typeof retryEntryOnce>[0];

  it('loads a failed remoteEntry.js once more after a pause, without waiting on the failed attempt', async () => {
    jest.useFakeTimers();
    const exports = { get: jest.fn(), init: jest.fn() };
    const globalLoading: Args['globalLoading'] = { 'mf_checkout:entry': Promise.resolve(undefined) };
    const getRemoteEntry = jest.fn(async () => exports);
    const args = {
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'mf_checkout' },
      globalLoading,
      uniqueKey: 'mf_checkout:entry',
    };
    const retried = remoteResilience().loadEntryError!(args as unknown as Args);
    expect(globalLoading['mf_checkout:entry']).toBeUndefined();
    expect(getRemoteEntry).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(MANIFEST_RETRY_DELAY_MS);
    expect(await retried).toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    expect(getRemoteEntry).toHaveBeenCalledWith({ origin: args.origin, remoteInfo: args.remoteInfo });
    jest.useRealTimers();
  });
});

describe('a shared module that failed to load', () => {
  type ShareScopeMap = Parameters<typeof forgetFailedShare>[0]['shareScopeMap'];
  const entry = (loaded: boolean, loading: Promise<unknown> | null) =>
    ({ version: '19.1.0', loaded, loading }) as unknown as ShareScopeMap[string][string][string];

  it('is forgotten, so the next ask loads it again; a loaded copy and other packages are left alone', () => {
    const failed = Promise.reject(new Error('Loading chunk 2140 failed.'));
    failed.catch(() => undefined);
    const fine = Promise.resolve();
    const shareScopeMap: ShareScopeMap = {
      default: {
        'react-dom': { '19.1.0': entry(false, failed) },
        react: { '19.1.0': entry(true, fine) },
      },
    };
    forgetFailedShare({ pkgName: 'react-dom', shareScopeMap });
    forgetFailedShare({ pkgName: 'react', shareScopeMap });
    forgetFailedShare({ pkgName: 'swr', shareScopeMap });
    expect(shareScopeMap.default!['react-dom']!['19.1.0']!.loading).toBeNull();
    expect(shareScopeMap.default!.react!['19.1.0']!.loading).toBe(fine);
    expect(remoteResilience().errorLoadShare).toBe(forgetFailedShare);
  });
});
