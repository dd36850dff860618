import { createContext } from 'react';
import type { ConfirmOptions } from './confirm-dialog';

/** Shows a confirmation and resolves with the answer: true for confirm, false for cancel. */
export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

export const ConfirmContext = createContext<Confirm | null>(null);
