import type { ReactNode } from 'react';
import { Button } from '@shop/ui';
import { formActions } from './form-styles';

/** A customer page form's action: its submit button across the form, busy while the form is sent. */
export function SubmitRow({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <div css={formActions}>
      <Button type="submit" variant="primary" loading={pending}>
        {children}
      </Button>
    </div>
  );
}
