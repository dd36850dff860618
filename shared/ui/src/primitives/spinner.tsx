import { css, keyframes, type Theme } from '@emotion/react';

const spin = keyframes`to { transform: rotate(360deg); }`;

/**
 * A decorative spinner sized to the text around it. Hidden from screen readers: the busy state is announced
 * by its container (`aria-busy`, a status message), not by a shape.
 */
export function Spinner() {
  return <span aria-hidden="true" css={style} />;
}

const style = (theme: Theme) => css`
  display: inline-block;
  flex: none;
  width: 1em;
  height: 1em;
  border: ${theme.borderWidth.thick} solid currentColor;
  border-right-color: transparent;
  border-radius: ${theme.radius.pill};
  animation: ${spin} ${theme.animation.spin} linear infinite;
`;
