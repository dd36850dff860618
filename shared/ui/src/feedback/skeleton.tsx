import { css, keyframes, type Theme } from '@emotion/react';
import { visuallyHiddenStyle } from '../primitives/visually-hidden-style';

const pulse = keyframes`50% { opacity: 0.5; }`;

export interface SkeletonProps {
  /** Announced while loading, e.g. "Loading…" (translated by the app). */
  label: string;
  /** How many placeholder lines; 3 unless told. */
  lines?: number;
}

/**
 * Placeholder lines while content loads. The container is a busy status carrying the label; the shimmering
 * shapes are hidden from screen readers.
 */
export function Skeleton({ label, lines = 3 }: SkeletonProps) {
  return (
    <div role="status" aria-busy="true" css={wrap}>
      <span css={visuallyHiddenStyle}>{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} aria-hidden="true" css={(theme: Theme) => line(theme, i === lines - 1 && lines > 1)} />
      ))}
    </div>
  );
}

const wrap = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]} 0;
`;

// The last line is shorter, as the end of a paragraph is.
const line = (theme: Theme, short: boolean) => css`
  width: ${short ? '60%' : '100%'};
  height: ${theme.size.skeletonLine};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.skeleton};
  animation: ${pulse} ${theme.animation.pulse} ease-in-out infinite;
`;
