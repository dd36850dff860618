import { css, type Theme } from '@emotion/react';
import { useState } from 'react';
import { Button, cluster } from '@shop/ui';
import { useAccountTexts } from '../../../i18n/texts';

/** The order number with a copy button; the answer ('Copied') is announced and shown beside it. */
export function CopyOrderNumber({ orderNo }: { orderNo: string }) {
  const t = useAccountTexts();
  const [answer, setAnswer] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(orderNo);
      setAnswer('copied');
    } catch {
      setAnswer('failed');
    }
  };
  return (
    <span css={row}>
      <strong>{orderNo}</strong>
      <Button size="sm" variant="ghost" onClick={() => void copy()}>
        {t('detail.copy')}
      </Button>
      <span role="status" css={answer === 'failed' ? failedStyle : copiedStyle}>
        {answer === 'copied' ? t('detail.copied') : answer === 'failed' ? t('detail.copyFailed') : ''}
      </span>
    </span>
  );
}

const row = (theme: Theme) => css`
  ${cluster(2)(theme)}
  display: inline-flex;
  align-items: center;
`;

const copiedStyle = (theme: Theme) => css`
  color: ${theme.color.success};
  font-size: ${theme.fontSize.sm};
`;

const failedStyle = (theme: Theme) => css`
  color: ${theme.color.danger};
  font-size: ${theme.fontSize.sm};
`;
