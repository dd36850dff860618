import { css, type Theme } from '@emotion/react';
import { Button } from '../primitives/button';
import { useUiLabels } from '../theme/ui-labels';

/** A retry button's label is the one given, else the UiProvider's (translated once by the app). */
type Retry = { onRetry: () => void; retryLabel?: string } | { onRetry?: undefined; retryLabel?: undefined };

export type ErrorStateProps = { message: string } & Retry;

/** A failure in one area of a page, announced at once: what went wrong and a way to try again. */
export function ErrorState({ message, retryLabel, onRetry }: ErrorStateProps) {
  const labels = useUiLabels();
  return (
    <div role="alert" css={box}>
      <p>{message}</p>
      {onRetry ? <Button onClick={onRetry}>{retryLabel ?? labels.retry}</Button> : null}
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
