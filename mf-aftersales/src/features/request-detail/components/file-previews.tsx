import { css, type Theme } from '@emotion/react';
import { bareList, cluster } from '@shop/ui';
import { useAfterSalesTexts } from '../../../i18n/texts';
import type { AfterSaleFile } from '../types';

/**
 * The proof of a request: images as thumbnails and attachments by name, each opening the stored file (served to
 * its owner only; documents download).
 */
export function FilePreviews({
  images,
  attachments,
}: {
  images: readonly AfterSaleFile[];
  attachments: readonly AfterSaleFile[];
}) {
  const t = useAfterSalesTexts();
  if (images.length === 0 && attachments.length === 0) return <p>{t('detail.noFiles')}</p>;
  return (
    <>
      {images.length > 0 ? (
        <ul css={thumbnails} aria-label={t('preview.images')}>
          {images.map((image) => (
            <li key={image.url}>
              <a href={image.url} target="_blank" rel="noreferrer" aria-label={t('preview.open', { name: image.name })}>
                <img src={image.url} alt={image.name} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {attachments.length > 0 ? (
        <ul css={files} aria-label={t('preview.attachments')}>
          {attachments.map((file) => (
            <li key={file.url}>
              <a href={file.url} download={file.name}>
                {file.name}
              </a>{' '}
              <span>({t('preview.size', { size: Math.max(1, Math.round(file.size / 1024)) })})</span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

const thumbnails = (theme: Theme) => css`
  ${bareList}
  ${cluster(3)(theme)}
  margin-bottom: ${theme.space[3]};
  & img {
    display: block;
    width: ${theme.space[8]};
    height: ${theme.space[8]};
    object-fit: cover;
    border: ${theme.borderWidth.thin} solid ${theme.color.border};
    border-radius: ${theme.radius.sm};
  }
`;

const files = (theme: Theme) => css`
  margin: 0;
  padding-left: ${theme.space[5]};
  word-break: break-all;
`;
