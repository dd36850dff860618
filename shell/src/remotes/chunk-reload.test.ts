import { isChunkLoadError, reloadOnceForChunkError, RELOAD_WINDOW_MS, type ReloadDeps } from './chunk-reload';

function fakeDeps(start: number) {
  const store = new Map<string, string>();
  const deps: ReloadDeps & { reloads: number; clock: number } = {
    clock: start,
    reloads: 0,
    now: () => deps.clock,
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    reload: () => {
      deps.reloads += 1;
    },
  };
  return deps;
}

const chunkError = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });

describe('chunk load failure reload guard', () => {
  it('recognises chunk load failures only', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads once, then not again within 10 seconds, then again after', () => {
    const deps = fakeDeps(1_000_000);
    expect(reloadOnceForChunkError(chunkError, deps)).toBe(true);
    deps.clock += RELOAD_WINDOW_MS - 1;
    expect(reloadOnceForChunkError(chunkError, deps)).toBe(false);
    deps.clock += 2;
    expect(reloadOnceForChunkError(chunkError, deps)).toBe(true);
    expect(deps.reloads).toBe(2);
  });

  it('never reloads for other errors', () => {
    const deps = fakeDeps(5);
    expect(reloadOnceForChunkError(new Error('render failed'), deps)).toBe(false);
    expect(deps.reloads).toBe(0);
  });

  it('never reloads when session storage cannot be used: a reload it cannot count could loop', () => {
    const deps = fakeDeps(5);
    deps.storage = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      setItem: () => undefined,
    };
    expect(reloadOnceForChunkError(chunkError, deps)).toBe(false);
    expect(deps.reloads).toBe(0);
  });
});
