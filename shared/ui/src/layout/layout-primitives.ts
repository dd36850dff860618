import { css, type Theme } from '@emotion/react';

// The few layouts every page repeats, written once on the theme's spacing and breakpoints so a page names them
// (`css={cluster(3)}`, or `${cluster(3)(theme)}` opening a style of its own) instead of re-inventing a flex row or
// a list reset with its own numbers (decision 037).

/** A step of the theme's spacing scale (`theme.space[step]`). */
export type SpaceStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

type Breakpoint = keyof Theme['breakpoint'];

/** A value for every width, or one from the smallest width up with changes from a breakpoint up. */
export type Responsive<T> = T | ({ base: T } & Partial<Record<Breakpoint, T>>);

const BREAKPOINTS: readonly Breakpoint[] = ['sm', 'md', 'lg', 'xl'];

/** The rule for the smallest width, then each breakpoint's own rule under its `min-width` query. */
function responsive<T>(theme: Theme, value: Responsive<T>, rule: (value: T) => string) {
  if (typeof value !== 'object' || value === null) return rule(value);
  const steps = value as { base: T } & Partial<Record<Breakpoint, T>>;
  return [
    rule(steps.base),
    ...BREAKPOINTS.flatMap((name) => {
      const at = steps[name];
      return at === undefined ? [] : [`${theme.media.up[name]} { ${rule(at)} }`];
    }),
  ].join('\n');
}

/** `gap: row column` from one step (both) or a pair of steps. */
function gapOf(theme: Theme, gap: SpaceStep | readonly [SpaceStep, SpaceStep]) {
  return typeof gap === 'number' ? theme.space[gap] : `${theme.space[gap[0]]} ${theme.space[gap[1]]}`;
}

/**
 * A row of things that wraps onto the next line when narrow (buttons, chips, thumbnails), with `gap` between
 * them: a step of the spacing scale, or `[row, column]` steps. Alignment is the page's to add.
 */
export const cluster =
  (gap: SpaceStep | readonly [SpaceStep, SpaceStep] = 2) =>
  (theme: Theme) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${gapOf(theme, gap)};
  `;

/** Blocks one under the other with the same space between each (a card's lines, a panel's sections). */
export const stack =
  (gap: SpaceStep = 2) =>
  (theme: Theme) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[gap]};
  `;

/** A `<ul>`/`<ol>` without bullets, indent or margins: a list for screen readers, a layout for the eye. */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * Cards in columns: a number of equal columns, or `'fill'` for as many columns of at least `theme.layout.card`
 * as fit. Both columns and gap may change from a breakpoint up: `cardGrid({ base: 1, md: 2 }, 4)`.
 */
export const cardGrid =
  (columns: Responsive<number | 'fill'>, gap: Responsive<SpaceStep> = 4) =>
  (theme: Theme) => css`
    display: grid;
    ${responsive(theme, columns, (count) => `grid-template-columns: ${tracks(theme, count)};`)}
    ${responsive(theme, gap, (step) => `gap: ${theme.space[step]};`)}
  `;

function tracks(theme: Theme, count: number | 'fill') {
  if (count === 'fill') return `repeat(auto-fill, minmax(${theme.layout.card}, 1fr))`;
  // One column may grow to its content's minimum (as a block would); more share the width equally whatever they hold.
  return count === 1 ? '1fr' : `repeat(${count}, minmax(0, 1fr))`;
}
