import { css, type Theme } from '@emotion/react';
import { Button } from '../primitives/button';

/** A retry button needs its (translated) label, so the two come together or not at all. */
type Retry = { onRetry: () => void; retryLabel: string } | { onRetry?: undefined; retryLabel?: undefined };

export type ErrorStateProps = { message: string } & Retry;

/** A failure in one area of a page, announced at once: what went wrong and a way to try again. */
export function ErrorState({ message, retryLabel, onRetry }: ErrorStateProps) {
  return (
    <div role="alert" css={box}>
      <p>{message}</p>
      {onRetry ? <Button onClick={onRetry}>{retryLabel}</Button> : null}
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
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  & > p {
    margin: 0;
  }
`;
