import { getWebsitePassword } from '@shop/api/calls';
import { useCall } from '@shop/platform';

/**
 * Spec 4: while the shop is protected and this browser has not passed the gate, named routes go to the
 * password page. When the check itself fails the gate stays open here: the backend still refuses shop data.
 */
export function useGate(): { loading: boolean; locked: boolean } {
  // Asked once at boot (bootstrap warms it) and again only when the gate page changes it (it mutates this key),
  // so moving between pages never waits for it.
  const { data, error, isLoading } = useCall(
    getWebsitePassword,
    {},
    { revalidateOnFocus: false, revalidateIfStale: false },
  );
  return { loading: isLoading && !error, locked: data?.is_page === true };
}
