import { css, type Theme } from '@emotion/react';
import { useLayoutEffect, useRef } from 'react';
import { Button, cluster } from '@shop/ui';
import { useAfterSalesTexts } from '../../../i18n/texts';

/**
 * The upload on its way (`percent` set): a progress bar with its percentage, and a way to stop it. The polite live
 * region that tells the percentage is there, empty, before the upload starts: a region added together with its
 * first words is often not read, and "Uploading 0%" would be lost. The row that appears can push the focused
 * Submit below a phone's window, so the focused control of the form is brought back into view.
 */
export function UploadProgress({ percent, onCancel }: { percent: number | null; onCancel: () => void }) {
  const t = useAfterSalesTexts();
  const box = useRef<HTMLDivElement>(null);
  const sending = percent !== null;
  // Before paint, so the page never shows the control pushed out of sight.
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (!sending || !(focused instanceof HTMLElement)) return;
    if (box.current?.closest('form')?.contains(focused)) focused.scrollIntoView({ block: 'nearest' });
  }, [sending]);
  return (
    <div ref={box} css={sending ? row : undefined}>
      {sending ? <progress max={100} value={percent} aria-label={t('form.uploading')} css={bar} /> : null}
      <span aria-live="polite">{sending ? t('form.progress', { percent }) : null}</span>
      {sending ? <Button onClick={onCancel}>{t('form.cancel')}</Button> : null}
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
