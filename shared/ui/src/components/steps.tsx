import { css, type Theme } from '@emotion/react';

export interface StepsProps {
  /** Step names in order (translated), e.g. the checkout's four steps. */
  steps: readonly string[];
  /** Index of the current step. */
  current: number;
  label: string;
}

/** Where the user is in a flow: an ordered list, the current step marked with aria-current="step". */
export function Steps({ steps, current, label }: StepsProps) {
  return (
    <ol aria-label={label} css={list}>
      {steps.map((step, i) => (
        <li
          key={step}
          aria-current={i === current ? 'step' : undefined}
          data-state={i < current ? 'done' : i === current ? 'current' : 'todo'}
        >
          <span aria-hidden="true" className="marker">
            {i < current ? '✓' : i + 1}
          </span>
          <span>{step}</span>
        </li>
      ))}
    </ol>
  );
}

const list = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[4]};
  list-style: none;
  margin: 0 0 ${theme.space[6]};
  padding: 0;
  & > li {
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    color: ${theme.color.textMuted};
  }
  & .marker {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 1.75rem;
    height: 1.75rem;
    border-radius: ${theme.radius.pill};
    border: 2px solid currentColor;
    font-size: ${theme.fontSize.sm};
  }
  & > li[data-state='current'] {
    color: ${theme.color.primary};
    font-weight: ${theme.fontWeight.medium};
  }
  & > li[data-state='done'] {
    color: ${theme.color.success};
  }
`;
