import { css, type Theme } from '@emotion/react';
import { useId, type ReactNode } from 'react';

/** What a control inside a Field must receive to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** The error text (already translated); its presence marks the control invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  /** Text after the label for screen readers when required, e.g. "(required)" — translated by the app. */
  requiredLabel?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The one field wrapper: it owns the label, the error and hint wiring (`aria-invalid`, `aria-describedby`),
 * so no form can forget them. The control comes from the render prop: `{(p) => <Input {...p} {...register('email')} />}`.
 */
export function Field({ label, error, hint, required, requiredLabel, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div css={wrap}>
      <label htmlFor={id} css={labelStyle}>
        {label}
        {required ? (
          <span css={requiredMark}>
            <span aria-hidden="true"> *</span>
            {requiredLabel ? <span css={srOnly}> {requiredLabel}</span> : null}
          </span>
        ) : null}
      </label>
      {hint ? (
        <div id={hintId} css={hintStyle}>
          {hint}
        </div>
      ) : null}
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      <div id={errorId} css={errorStyle} aria-live="polite">
        {error}
      </div>
    </div>
  );
}

const wrap = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  margin-bottom: ${theme.space[4]};
`;

const labelStyle = (theme: Theme) => css`
  font-weight: ${theme.fontWeight.medium};
  font-size: ${theme.fontSize.sm};
`;

const requiredMark = (theme: Theme) => css`
  color: ${theme.color.danger};
`;

const srOnly = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
`;

const hintStyle = (theme: Theme) => css`
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
`;

const errorStyle = (theme: Theme) => css`
  color: ${theme.color.danger};
  font-size: ${theme.fontSize.sm};
  &:empty {
    display: none;
  }
`;
