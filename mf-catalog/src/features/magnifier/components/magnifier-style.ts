import { css, type Theme } from '@emotion/react';
import { stack } from '@shop/ui';

// The magnifier's box, shared with the plain picture shown while its chunk loads (lazy-magnifier.tsx): the box is
// the same before and after, so nothing below the picture moves when the magnifier arrives (layout shift).

export const frame = (theme: Theme) => css`
  ${stack(2)(theme)}
  align-items: flex-start;
`;

export const viewport = (theme: Theme, locked: boolean) => css`
  width: 100%;
  aspect-ratio: 1;
  overflow: hidden;
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  cursor: zoom-in;
  /* While zoomed by touch, a drag moves the picture instead of scrolling the page. */
  touch-action: ${locked ? 'none' : 'manipulation'};
`;

export const picture = (theme: Theme) => css`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: contain;
  user-select: none;
  transition: transform ${theme.transition.fast};
`;

/** Where the zoom button comes: kept free while the magnifier loads. */
export const buttonPlace = (theme: Theme) => css`
  min-height: ${theme.control.heightSm};
`;
