import { css, type Theme } from '@emotion/react';
import { bareList, cluster } from '../layout/layout-primitives';
import { visuallyHiddenStyle } from '../primitives/visually-hidden-style';

export interface StepsProps {
  /** Names the list, e.g. "Checkout progress" (translated). */
  label: string;
  /** Step names in order (translated), e.g. the checkout's steps. */
  steps: readonly string[];
  /** Index of the current step. */
  current: number;
  /** Read after each finished step's name, e.g. "(completed)" (translated); the tick alone is only visual. */
  completedLabel?: string;
}

type StepState = 'completed' | 'current' | 'upcoming';

/** Where the user is in a flow: an ordered list, the current step marked `aria-current="step"`. */
export function Steps({ label, steps, current, completedLabel }: StepsProps) {
  return (
    <ol aria-label={label} css={list}>
      {steps.map((step, i) => {
        const state: StepState = i < current ? 'completed' : i === current ? 'current' : 'upcoming';
        return (
          <li key={i} aria-current={state === 'current' ? 'step' : undefined} data-state={state}>
            <span aria-hidden="true" className="marker">
              {state === 'completed' ? '✓' : i + 1}
            </span>
            <span>{step}</span>
            {state === 'completed' && completedLabel ? <span css={visuallyHiddenStyle}> {completedLabel}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}

const list = (theme: Theme) => css`
  ${bareList}
  ${cluster(4)(theme)}
  margin-bottom: ${theme.space[6]};
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
    width: ${theme.size.marker};
    height: ${theme.size.marker};
    font-size: ${theme.fontSize.sm};
    border: ${theme.borderWidth.thick} solid currentColor;
    border-radius: ${theme.radius.pill};
  }
  & > li[data-state='current'] {
    color: ${theme.color.primary};
    font-weight: ${theme.fontWeight.medium};
  }
  & > li[data-state='current'] .marker {
    color: ${theme.color.onPrimary};
    background: ${theme.color.primary};
    border-color: ${theme.color.primary};
  }
  & > li[data-state='completed'] {
    color: ${theme.color.success};
  }
`;
