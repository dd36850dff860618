import { css } from '@emotion/react';

/** Off screen but read by screen readers (the usual clip pattern; `display: none` would hide it from them too). */
export const visuallyHiddenStyle = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
