import { useId, type ReactNode } from 'react';

/** The ids and aria values that tie a control to its label, hint and error (Field, Checkbox, RadioGroup). */
export interface FieldIds {
  id: string;
  hintId: string | undefined;
  errorId: string;
  /** Hint then error, as `aria-describedby` lists them; undefined when there is neither. */
  describedBy: string | undefined;
  invalid: boolean;
}

export function useFieldIds({ hint, error }: { hint?: ReactNode; error?: string | undefined }): FieldIds {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy, invalid: Boolean(error) };
}
