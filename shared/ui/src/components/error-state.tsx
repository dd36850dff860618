import { css, type Theme } from '@emotion/react';
import { Button } from './button';

export interface ErrorStateProps {
  message: string;
  retryLabel?: string;
  onRetry?: () => void;
}

/** A failure in one area of a page: what went wrong and a way to try again. */
export function ErrorState({ message, retryLabel, onRetry }: ErrorStateProps) {
  return (
    <div role="alert" css={box}>
      <p>{message}</p>
      {onRetry && retryLabel ? <Button onClick={onRetry}>{retryLabel}</Button> : null}
    </div>
  );
}

const box = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[7]} ${theme.space[4]};
  text-align: center;
  background: ${theme.color.dangerSoft};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  & > p {
    margin: 0;
  }
`;
