import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { onSessionChange } from '../session/session-store';
import { isSessionKey } from './call-key';

/**
 * Empties, when the session changes (sign-in, sign-out, a 401, an expired or replaced cookie), every cached answer
 * that depended on who asked: on a shared computer the next person's tab holds nothing of the last one's. It runs
 * when the session store changes, before React draws again; the pages' keys have moved to the new session by then,
 * so they ask again rather than show these.
 */
export function useDropSessionAnswers(): void {
  const { mutate } = useSWRConfig();
  useEffect(
    () =>
      onSessionChange(() => {
        void mutate(isSessionKey, undefined, { revalidate: false });
      }),
    [mutate],
  );
}
