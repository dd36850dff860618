import remoteResilience, { fetchManifest } from './remote-resilience';

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

  it('reports a failed remote and lets the shell show its fallback', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const plugin = remoteResilience();
    const failure = new Error('manifest unreachable');
    expect(() =>
      // The runtime passes more context; the plugin only reads these.
      plugin.errorLoadRemote?.({ id: 'mf_catalog/remote', error: failure, lifecycle: 'afterResolve' } as Parameters<
        NonNullable<typeof plugin.errorLoadRemote>
      >[0]),
    ).toThrow(failure);
    expect(error).toHaveBeenCalledWith('remote mf_catalog/remote failed at afterResolve', failure);
    error.mockRestore();
  });
});
