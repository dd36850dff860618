import { whenQuiet } from './when-quiet';

describe('work held until the first page has settled', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs once the loaded page has fetched nothing for a while, once', () => {
    const run = jest.fn();
    whenQuiet(run, 3000);
    jest.advanceTimersByTime(2999);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    jest.runOnlyPendingTimers();
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("runs at the shopper's first move, before the quiet time", () => {
    const run = jest.fn();
    whenQuiet(run, 3000);
    // A scroll may be the page's own (scroll restoration): not a sign the shopper is using the page.
    window.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(10);
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointermove'));
    jest.runOnlyPendingTimers();
    expect(run).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('keydown'));
    jest.runOnlyPendingTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const run = jest.fn();
    const cancel = whenQuiet(run, 3000);
    cancel();
    window.dispatchEvent(new Event('pointermove'));
    jest.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
  });
});
