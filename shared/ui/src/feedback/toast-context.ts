import { createContext } from 'react';

/** A button in a toast that takes back or follows up what it tells ("Undo"); the toast closes when it is used. */
export interface ToastAction {
  /** Its visible text and accessible name (translated by the app). */
  label: string;
  onAction: () => void;
}

export interface ToastOptions {
  action?: ToastAction;
}

/** Shows a short message (translated by the app): success politely, errors at once; optionally with an action. */
export interface ToastApi {
  success(text: string, options?: ToastOptions): void;
  error(text: string, options?: ToastOptions): void;
}

export const ToastContext = createContext<ToastApi | null>(null);
