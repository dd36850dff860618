import { useId, useState } from 'react';

/** Props for the button that folds a panel away and for the panel itself (its styles read `data-open`). */
export interface Fold {
  open: boolean;
  toggleProps: { 'aria-expanded': boolean; 'aria-controls': string; onClick: () => void };
  panelProps: { id: string; 'data-open': true | undefined };
}

/**
 * A panel folded behind a button where space is short (a list's filters on a phone): the button says whether it is
 * open and which panel it shows; the page's styles decide from which width the panel is always shown and the button
 * hidden. One pattern for every list, so each folds and reads the same.
 */
export function useFold(): Fold {
  const id = useId();
  const [open, setOpen] = useState(false);
  return {
    open,
    toggleProps: { 'aria-expanded': open, 'aria-controls': id, onClick: () => setOpen((was) => !was) },
    panelProps: { id, 'data-open': open || undefined },
  };
}
