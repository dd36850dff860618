import { css, type Theme } from '@emotion/react';
import { Button, cluster } from '@shop/ui';
import { useAfterSalesTexts } from '../../../i18n/texts';

/** The upload on its way: a progress bar with its percentage, and a way to stop it. */
export function UploadProgress({ percent, onCancel }: { percent: number; onCancel: () => void }) {
  const t = useAfterSalesTexts();
  return (
    <div css={row}>
      <progress max={100} value={percent} aria-label={t('form.uploading')} css={bar} />
      <span aria-live="polite">{t('form.progress', { percent })}</span>
      <Button onClick={onCancel}>{t('form.cancel')}</Button>
    </div>
  );
}

const row = (theme: Theme) => css`
  ${cluster(3)(theme)}
  align-items: center;
  margin-top: ${theme.space[4]};
`;

const bar = (theme: Theme) => css`
  flex: 1 1 ${theme.space[8]};
  min-width: 0;
  height: ${theme.space[3]};
  accent-color: ${theme.color.primary};
`;
