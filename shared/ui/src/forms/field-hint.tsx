import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

/** Help text under a label, read after the label through the control's `aria-describedby`. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} css={style}>
      {children}
    </div>
  );
}

const style = (theme: Theme) => css`
  margin-bottom: ${theme.space[1]};
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
`;
