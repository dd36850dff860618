import { useCallback, useMemo } from 'react';
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
  /** The search part of the address showing the view after `patch` (for links). */
  const searchFor = useCallback(
    (patch: ListPatch) => {
      const next = writeListQuery(applyPatch(query, patch), { sort }).toString();
      return next ? `?${next}` : '';
    },
    [query, sort],
  );
  const update = useCallback(
    (patch: ListPatch) => setParams(writeListQuery(applyPatch(query, patch), { sort })),
    [query, sort, setParams],
  );
  return { query, update, searchFor };
}
