import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useValidationText, type FormFailure } from '@shop/platform';
import { useShellTexts } from '../i18n/texts';

/** The form-level message of a failed submit, announced at once. */
export function FormAlert({ failure, children }: { failure: FormFailure | null; children?: ReactNode }) {
  const t = useShellTexts();
  const tv = useValidationText();
  if (!failure) return null;
  return (
    <div role="alert" css={box}>
      <p>
        {failure.kind === 'validation'
          ? tv(failure.key, failure.values)
          : t(failure.kind === 'offline' ? 'api.offline' : 'api.failed')}
      </p>
      {children}
    </div>
  );
}

const box = (theme: Theme) => css`
  margin-bottom: ${theme.space[4]};
  padding: ${theme.space[3]} ${theme.space[4]};
  color: ${theme.color.danger};
  background: ${theme.color.dangerSoft};
  border: 1px solid currentColor;
  border-radius: ${theme.radius.md};
  & > p {
    margin: 0;
  }
`;
