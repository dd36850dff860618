import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

export interface ProductSummaryProps {
  name: string;
  imageUrl: string;
  /** The picture's side in CSS pixels (an attribute, so the box is reserved before the picture arrives). */
  imageSize?: number;
  /** Smaller lines under the name: SKU, warehouse, quantity. */
  details?: readonly ReactNode[];
}

/** A product as a table row or a list shows it: its picture, its name and a few details. */
export function ProductSummary({ name, imageUrl, imageSize = 48, details = [] }: ProductSummaryProps) {
  return (
    <div css={summary}>
      <img src={imageUrl} alt="" width={imageSize} height={imageSize} />
      <div>
        {/* The name is the seller's free text: React renders it as text, never as markup. */}
        <p css={title}>{name}</p>
        {details.map((detail, index) => (
          <p key={index} css={muted}>
            {detail}
          </p>
        ))}
      </div>
    </div>
  );
}

const summary = (theme: Theme) => css`
  display: flex;
  gap: ${theme.space[3]};
  align-items: flex-start;
  & img {
    flex: none;
    border-radius: ${theme.radius.sm};
    background: ${theme.color.surface};
  }
  & p {
    margin: 0;
  }
`;

const title = (theme: Theme) => css`
  font-weight: ${theme.fontWeight.medium};
  overflow-wrap: anywhere;
`;

const muted = (theme: Theme) => css`
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
`;
