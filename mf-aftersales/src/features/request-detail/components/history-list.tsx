import { css, type Theme } from '@emotion/react';
import { useFormat } from '@shop/platform';
import { bareList } from '@shop/ui';
import { useAfterSalesTexts } from '../../../i18n/texts';
import type { AfterSale, HistoryEntry } from '../types';
import { FilePreviews } from './file-previews';

/**
 * The negotiation, oldest first: who (buyer, seller, system), when, what happened (worded by kind, with its
 * amount) and what the person wrote; the buyer's application carries the proof images and attachments.
 */
export function HistoryList({ request }: { request: AfterSale }) {
  const t = useAfterSalesTexts();
  const { money, dateTime } = useFormat();
  const what = (entry: HistoryEntry) => {
    const amount = entry.amount === null ? '' : money(entry.amount);
    return entry.kind === 'message' ? null : t(`history.${entry.kind}`, { amount });
  };
  return (
    <ol css={list}>
      {request.history.map((entry, index) => (
        <li key={`${entry.at}-${index}`} data-author={entry.author}>
          <p css={meta}>
            <strong>{t(`author.${entry.author}`)}</strong> · <time dateTime={entry.at}>{dateTime(entry.at)}</time>
          </p>
          {what(entry) ? <p>{what(entry)}</p> : null}
          {entry.text ? <p css={words}>{entry.text}</p> : null}
          {entry.kind === 'submitted' ? (
            <FilePreviews images={request.images} attachments={request.attachments} />
          ) : null}
        </li>
      ))}
    </ol>
  );
}

const list = (theme: Theme) => css`
  ${bareList}
  & > li {
    padding: ${theme.space[3]} 0;
    border-bottom: ${theme.borderWidth.thin} solid ${theme.color.border};
  }
  & > li[data-author='buyer'] {
    padding-left: ${theme.space[4]};
    border-left: ${theme.borderWidth.thick} solid ${theme.color.primary};
  }
  & > li[data-author='seller'] {
    padding-left: ${theme.space[4]};
    border-left: ${theme.borderWidth.thick} solid ${theme.color.warning};
  }
  & p {
    margin: 0 0 ${theme.space[1]};
  }
`;

const meta = (theme: Theme) => css`
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
`;

const words = css`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
