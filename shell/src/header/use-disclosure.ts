import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

export interface Disclosure {
  open: boolean;
  /** Closes without moving focus (a link was followed: the new page takes it). */
  close: () => void;
  /** Props for the button that shows and hides the region. */
  buttonProps: {
    ref: RefObject<HTMLButtonElement | null>;
    'aria-expanded': boolean;
    'aria-controls': string;
    onClick: () => void;
    onKeyDown: (event: KeyboardEvent) => void;
  };
  /** Props for the region: its id, whether it is open (the styles read it), and Escape. */
  regionProps: {
    id: string;
    'data-open': boolean;
    onKeyDown: (event: KeyboardEvent) => void;
  };
}

/**
 * A disclosure (the APG's "disclosure navigation" pattern): a button with aria-expanded and aria-controls that
 * shows a region of links. Escape on the button or inside the region closes it with focus back on the button; a
 * click or a focus move outside both closes it.
 */
export function useDisclosure(): Disclosure {
  const id = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (buttonRef.current?.contains(target) || document.getElementById(id)?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open, id]);

  const onEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // An inner disclosure (the account menu inside the phone menu) closes alone, not its outer one too.
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };

  return {
    open,
    close,
    buttonProps: {
      ref: buttonRef,
      'aria-expanded': open,
      'aria-controls': id,
      onClick: () => setOpen((was) => !was),
      onKeyDown: onEscape,
    },
    regionProps: { id, 'data-open': open, onKeyDown: onEscape },
  };
}
