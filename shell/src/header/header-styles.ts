import { css, type Theme } from '@emotion/react';
import type { SpaceStep } from '@shop/ui';

/** The count beside a link (cart lines, unread messages): a pill in the primary colour, on every header form. */
export const countBadge = (theme: Theme) => css`
  min-width: ${theme.size.badge};
  padding: 0 ${theme.space[1]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  font-size: ${theme.fontSize.xs};
  text-align: center;
`;

/** A button that opens part of the header (the phone menu, the account menu): outlined, a tap target high. */
export const headerToggle = (theme: Theme, gap: SpaceStep) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[gap]};
  min-height: ${theme.size.tapTarget};
  padding: 0 ${theme.space[3]};
  font: inherit;
  color: ${theme.color.text};
  background: ${theme.color.surface};
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  cursor: pointer;
`;
