import { useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { CENTER, dragOrigin, isTap, originAt, panWithKey, type Origin } from '../lib/zoom-origin';

/** Off; zoomed while a mouse hovers; or zoomed until turned off (zoom button, tap, keyboard). */
export type ZoomMode = 'off' | 'hover' | 'locked';

interface Drag {
  x: number;
  y: number;
  origin: Origin;
}

/**
 * The magnifier's state and its three ways in: a mouse zooms by hovering and the view follows it; a finger taps
 * to zoom and drags to move (no pinch needed); the keyboard uses the zoom button, the arrow keys to move and
 * Escape to leave.
 */
export function useMagnifier(zoom: number, toggleRef: RefObject<HTMLButtonElement | null>) {
  const [mode, setMode] = useState<ZoomMode>('off');
  const [origin, setOrigin] = useState<Origin>(CENTER);
  const drag = useRef<Drag | null>(null);
  const boxOf = (event: PointerEvent<HTMLElement>) => event.currentTarget.getBoundingClientRect();

  const pointer = {
    onPointerEnter(event: PointerEvent<HTMLElement>) {
      if (event.pointerType !== 'mouse') return;
      setMode((current) => (current === 'off' ? 'hover' : current));
      setOrigin(originAt(boxOf(event), event.clientX, event.clientY));
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse') {
        if (mode !== 'off') setOrigin(originAt(boxOf(event), event.clientX, event.clientY));
      } else if (drag.current && mode === 'locked') {
        const { x, y, origin: start } = drag.current;
        setOrigin(dragOrigin(start, event.clientX - x, event.clientY - y, boxOf(event), zoom));
      }
    },
    onPointerLeave(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse') setMode((current) => (current === 'hover' ? 'off' : current));
    },
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse') return;
      drag.current = { x: event.clientX, y: event.clientY, origin };
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const start = drag.current;
      drag.current = null;
      if (event.pointerType === 'mouse' || !start || !isTap(event.clientX - start.x, event.clientY - start.y)) return;
      if (mode === 'locked') return setMode('off');
      setOrigin(originAt(boxOf(event), event.clientX, event.clientY));
      setMode('locked');
    },
    onPointerCancel() {
      drag.current = null;
    },
  };

  const toggle = () => {
    if (mode === 'locked') return setMode('off');
    setOrigin(CENTER);
    setMode('locked');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (mode === 'off') return;
    if (event.key === 'Escape') {
      event.preventDefault();
      setMode('off');
      toggleRef.current?.focus();
      return;
    }
    const next = mode === 'locked' ? panWithKey(origin, event.key) : null;
    if (next) {
      // The arrows move the picture, not the page.
      event.preventDefault();
      setOrigin(next);
    }
  };

  return { mode, origin, zoomed: mode !== 'off', locked: mode === 'locked', pointer, toggle, onKeyDown };
}
