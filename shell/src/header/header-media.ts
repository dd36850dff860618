import type { Theme } from '@emotion/react';

/**
 * Where the header's full row starts: from the theme's `lg` breakpoint up. Narrower viewports (phones, a tablet
 * upright) get the compact bar and its menu. Decided by CSS, by the viewport, whichever route set the page is in:
 * nothing is measured in script, so the first paint is already the right header.
 */
export const wideHeader = (theme: Theme) => theme.media.up.lg;
