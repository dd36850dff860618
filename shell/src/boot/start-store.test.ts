import { startStore, type StartDeps } from './start-store';

const chunkError = () => Object.assign(new Error('Loading chunk shell-bootstrap failed.'), { name: 'ChunkLoadError' });

function fakeDeps(reloads: boolean) {
  const deps = { reloadOnce: jest.fn((_error: unknown) => reloads), showFailure: jest.fn() };
  return deps satisfies StartDeps;
}

describe("the store's start", () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('loads once when the boot chunk arrives', async () => {
    const load = jest.fn(async () => undefined);
    const deps = fakeDeps(true);
    await startStore(load, deps);
    expect(load).toHaveBeenCalledTimes(1);
    expect(deps.reloadOnce).not.toHaveBeenCalled();
    expect(deps.showFailure).not.toHaveBeenCalled();
  });

  it('fetches a boot chunk that failed once more, and starts when it comes', async () => {
    const load = jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce(undefined);
    const deps = fakeDeps(true);
    await startStore(load, deps);
    expect(load).toHaveBeenCalledTimes(2);
    expect(deps.reloadOnce).not.toHaveBeenCalled();
    expect(deps.showFailure).not.toHaveBeenCalled();
  });

  it('reloads once the second attempt fails too, and shows nothing else meanwhile', async () => {
    const second = chunkError();
    const load = jest.fn().mockRejectedValueOnce(chunkError()).mockRejectedValueOnce(second);
    const deps = fakeDeps(true);
    await startStore(load, deps);
    expect(load).toHaveBeenCalledTimes(2);
    expect(deps.reloadOnce).toHaveBeenCalledWith(second);
    expect(deps.showFailure).not.toHaveBeenCalled();
  });

  it('shows the last-resort screen when it already reloaded within the window', async () => {
    const load = jest.fn(() => Promise.reject(chunkError()));
    const deps = fakeDeps(false);
    await startStore(load, deps);
    expect(load).toHaveBeenCalledTimes(2);
    expect(deps.showFailure).toHaveBeenCalledTimes(1);
  });

  it('does not repeat an error that is not a failed chunk: straight to the reload guard, which ignores it', async () => {
    const broken = new TypeError('x is not a function');
    const load = jest.fn(() => Promise.reject(broken));
    const deps = fakeDeps(false);
    await startStore(load, deps);
    expect(load).toHaveBeenCalledTimes(1);
    expect(deps.reloadOnce).toHaveBeenCalledWith(broken);
    expect(deps.showFailure).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith('the store could not start', broken);
  });
});
