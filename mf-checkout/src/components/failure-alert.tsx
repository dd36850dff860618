import type { FormFailure } from '@shop/platform';
import { ErrorState } from '@shop/ui';
import { useFailureText } from '../hooks/use-failure-text';

/** A failed action or submit, told at once in the page's language; the action's own button is the retry. */
export function FailureAlert({ failure }: { failure: FormFailure | null }) {
  const text = useFailureText();
  if (!failure) return null;
  return <ErrorState message={text(failure)} />;
}
