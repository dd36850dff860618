import { createContext } from 'react';

/** Shows a short message (translated by the app): success politely, errors at once. */
export interface ToastApi {
  success(text: string): void;
  error(text: string): void;
}

export const ToastContext = createContext<ToastApi | null>(null);
