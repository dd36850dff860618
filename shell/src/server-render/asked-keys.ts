import type { Middleware } from 'swr';
import type { CallKey } from '@shop/platform';

/**
 * The SWR middleware that tells `asked` every key a render asks for (`useCall`'s keys), so the server can read
 * their answers and render again: SWR never fetches on a server.
 */
export function collectAskedKeys(asked: (key: CallKey) => void): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    if (Array.isArray(key)) asked(key as unknown as CallKey);
    return useSWRNext(key, fetcher, config);
  };
}
