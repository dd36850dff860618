import { useState } from 'react';
import { actionFailure, type FormFailure } from '../failures/describe-failure';

/**
 * One action at a time on a page's items (remove, set default, buy again): which one is under way (`pending`, by
 * the key given), what the last one's failure was (`failure`, worded by `FailureAlert`), and `settle`, run after
 * each attempt whatever its outcome (re-read the list, the header's counters) so the page follows the server.
 */
export function usePendingAction<Key>(settle: () => void) {
  const [pending, setPending] = useState<Key | null>(null);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const run = async (key: Key, work: () => Promise<void>): Promise<void> => {
    setPending(key);
    setFailure(null);
    try {
      await work();
    } catch (caught) {
      setFailure(actionFailure(caught));
    } finally {
      setPending(null);
      settle();
    }
  };
  return { pending, failure, setFailure, run };
}
