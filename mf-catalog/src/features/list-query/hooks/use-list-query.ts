import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { applyPatch, readListQuery, writeListQuery, type ListDefaults, type ListPatch } from '../lib/list-query';

/**
 * The list view kept in the URL: a link reproduces it, and back and forward step through the changes
 * (each change is a new history entry).
 */
export function useListQuery(defaults: ListDefaults) {
  const [params, setParams] = useSearchParams();
  const { sort } = defaults;
  const query = useMemo(() => readListQuery(params, { sort }), [params, sort]);
  // The router renders a navigation inside a transition, so a second change made before that render (a sort
  // picked right after a category) would start from the view on screen and undo the first. Changes build on
  // the last view asked for; a render of the address (back, forward, a link) resets it.
  const latest = useRef(query);
  useEffect(() => {
    latest.current = query;
  }, [query]);
  /** The search part of the address showing the view after `patch` (for links). */
  const searchFor = useCallback(
    (patch: ListPatch) => {
      const next = writeListQuery(applyPatch(query, patch), { sort }).toString();
      return next ? `?${next}` : '';
    },
    [query, sort],
  );
  const update = useCallback(
    (patch: ListPatch) => {
      const next = applyPatch(latest.current, patch);
      latest.current = next;
      setParams(writeListQuery(next, { sort }));
    },
    [sort, setParams],
  );
  return { query, update, searchFor };
}
