import { css, keyframes, type Theme } from '@emotion/react';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** A decorative spinner; the busy state is announced by its container (aria-busy), not by the spinner. */
export function Spinner({ size = '1em' }: { size?: string }) {
  return <span aria-hidden="true" css={(theme: Theme) => style(theme, size)} />;
}

const style = (_theme: Theme, size: string) => css`
  display: inline-block;
  width: ${size};
  height: ${size};
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
`;
