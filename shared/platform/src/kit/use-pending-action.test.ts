import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@shop/api';
import { usePendingAction } from './use-pending-action';

describe('usePendingAction', () => {
  it('marks the item under way, then settles whatever the outcome', async () => {
    const settle = jest.fn();
    const { result } = renderHook(() => usePendingAction<number>(settle));
    let finish: () => void = () => undefined;
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run(7, () => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.pending).toBe(7);
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current.pending).toBeNull();
    expect(result.current.failure).toBeNull();
    expect(settle).toHaveBeenCalledTimes(1);
  });

  it('keeps the failure of a refused action to be told, and settles too', async () => {
    const settle = jest.fn();
    const { result } = renderHook(() => usePendingAction<string>(settle));
    const refusal = new ApiError(409, { code: 409, data: { key: 'order_not_deletable' }, msg: 'no' });
    await act(() =>
      result.current.run('cancel', async () => {
        throw refusal;
      }),
    );
    expect(result.current.failure).toMatchObject({ kind: 'validation', key: 'order_not_deletable' });
    expect(settle).toHaveBeenCalledTimes(1);
  });
});
