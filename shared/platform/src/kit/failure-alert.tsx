import type { ReactNode } from 'react';
import { Alert } from '@shop/ui';
import type { FormFailure } from '../failures/describe-failure';
import { useFailureText } from './use-failure-text';

/** A failed submit or action, told at once beside it; the form's own button is the retry. */
export function FailureAlert({ failure, children }: { failure: FormFailure | null; children?: ReactNode }) {
  const text = useFailureText();
  if (!failure) return null;
  return <Alert message={text(failure)}>{children}</Alert>;
}
