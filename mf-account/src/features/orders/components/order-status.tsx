import { css, type Theme } from '@emotion/react';
import type { OrderStatus as Status } from '@shop/api/calls';
import type { AccountTexts } from '../../../i18n/en';
import { useAccountTexts } from '../../../i18n/texts';

/** Spec 4's hints, for the statuses that have one. */
const HINTS: Partial<Record<Status, keyof AccountTexts>> = {
  pending: 'statusHint.pending',
  processing: 'statusHint.processing',
  shipped: 'statusHint.shipped',
  canceled: 'statusHint.canceled',
};

/** An order's status in words, with what it means for the customer where the spec says it. */
export function OrderStatus({ status }: { status: Status }) {
  const t = useAccountTexts();
  const hint = HINTS[status];
  return (
    <span css={block}>
      <strong>{t(`status.${status}`)}</strong>
      {hint ? <span css={muted}>{t(hint)}</span> : null}
    </span>
  );
}

const block = css`
  display: inline-flex;
  flex-direction: column;
`;

const muted = (theme: Theme) => css`
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
`;
