import { createContext, useContext } from 'react';

/** Words the kit's parts say on their own, translated by the app once (UiProvider's `labels`), not per use. */
export interface UiLabels {
  /** Read after a required field's label by screen readers, e.g. "(required)". */
  required?: string;
  /** The label of a failed area's retry button, e.g. "Try again". */
  retry?: string;
}

export const UiLabelsContext = createContext<UiLabels>({});

export const useUiLabels = (): UiLabels => useContext(UiLabelsContext);
