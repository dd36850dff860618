import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { QUICK_ORDER_MAX_LINES } from '@shop/api/contract';
import { keepLines, readKeptLines } from '../lib/kept-lines';
import { lineStatuses, type Refusal } from '../lib/line-status';
import type { OrderLine } from '../lib/parse-lines';
import { useSkuCheck } from './use-sku-check';

/** How long typing may pause before the edited lines are checked. */
const CHECK_AFTER_MS = 400;

export const EMPTY_LINE: OrderLine = { sku: '', quantity: '1' };

/**
 * The quick order's lines: the rows (react-hook-form's field array), what the checks said of each, the refusals
 * of the last add, and the session's copy of the lines (restored on load, kept until they are added).
 */
export function useOrderLines() {
  // The rows as typed: every value stays a string, so a wrong quantity is shown as it was typed, and flagged.
  const form = useForm<{ lines: OrderLine[] }>({ defaultValues: { lines: [] } });
  const rows = useFieldArray({ control: form.control, name: 'lines', keyName: 'key' });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const { checked, check, forget, failed } = useSkuCheck();
  const [refusals, setRefusals] = useState<ReadonlyMap<string, Refusal>>(new Map());
  const restored = useRef(false);

  const byIndex = useMemo(() => {
    const map = new Map<number, Refusal>();
    rows.fields.forEach((field, index) => {
      const refusal = refusals.get(field.key);
      if (refusal) map.set(index, refusal);
    });
    return map;
  }, [rows.fields, refusals]);
  const statuses = useMemo(() => lineStatuses(lines, checked, byIndex), [lines, checked, byIndex]);

  // Restored after the first paint, not in it: the server drew the page without the tab's storage.
  useEffect(() => {
    const kept = readKeptLines();
    if (kept.length > 0) {
      rows.replace(kept);
      void check(kept.map((line) => line.sku));
    }
    restored.current = true;
    // Once, on load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // Read from the form: the watched lines can lag a removal of the last row.
    if (restored.current) keepLines(form.getValues('lines'));
  }, [form, lines, rows.fields]);

  // Edited lines are checked together once typing pauses; a SKU already answered is not asked again.
  const checkRef = useRef(check);
  checkRef.current = check;
  useEffect(() => {
    const timer = setTimeout(() => void checkRef.current(lines.map((line) => line.sku)), CHECK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [lines, checked]);

  /**
   * Appends lines (blank rows dropped) and checks every line in one call; refused (false) when the order would
   * hold more than the contract's maximum, leaving everything as it was.
   */
  const appendLines = (added: readonly OrderLine[]): boolean => {
    const current = form.getValues('lines');
    const blank = current.flatMap((line, index) => (line.sku.trim() === '' ? [index] : []));
    const all = [...current.filter((line) => line.sku.trim() !== ''), ...added];
    if (all.length > QUICK_ORDER_MAX_LINES) return false;
    rows.remove(blank);
    rows.append([...added], { shouldFocus: false });
    void check(
      all.map((line) => line.sku),
      true,
    );
    return true;
  };

  const edited = useCallback((key: string) => {
    setRefusals((before) => {
      if (!before.has(key)) return before;
      const after = new Map(before);
      after.delete(key);
      return after;
    });
  }, []);

  return { form, rows, lines, statuses, check, forget, failed, refusals, setRefusals, edited, appendLines };
}
