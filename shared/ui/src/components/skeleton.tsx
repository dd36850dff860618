import { css, keyframes, type Theme } from '@emotion/react';
import { visuallyHiddenStyle } from './visually-hidden';

const pulse = keyframes`50% { opacity: 0.5; }`;

export interface SkeletonProps {
  /** Announced to screen readers while loading, e.g. "Loading…" (translated by the app). */
  label: string;
  lines?: number;
}

/** Placeholder lines while content loads; the container is busy and labelled, the shapes are hidden. */
export function Skeleton({ label, lines = 3 }: SkeletonProps) {
  return (
    <div role="status" aria-busy="true" css={wrap}>
      <span css={visuallyHiddenStyle}>{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} aria-hidden="true" css={(theme: Theme) => line(theme, i === lines - 1 ? '60%' : '100%')} />
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

const line = (theme: Theme, width: string) => css`
  width: ${width};
  height: 1rem;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.skeleton};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;
