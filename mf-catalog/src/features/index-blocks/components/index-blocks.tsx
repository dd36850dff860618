import { css, type Theme } from '@emotion/react';
import type { IndexBlock } from '@shop/api/calls';
import { ErrorState, Skeleton, stack } from '@shop/ui';
import { useCatalogTexts } from '../../../i18n/texts';
import { useIndexBlocks } from '../hooks/use-index-blocks';
import { BlockView } from './block-view';

/** The content above the product list (spec 7: index-block): banners, texts, category links. */
export function IndexBlocks({ only }: { only?: IndexBlock['type'] }) {
  const t = useCatalogTexts();
  const { blocks, error, retry } = useIndexBlocks(only);
  if (error) return <ErrorState message={t('blocks.failed')} onRetry={retry} />;
  if (!blocks) return <Skeleton label={t('blocks.loading')} lines={2} />;
  if (blocks.length === 0) return null;
  return (
    <div css={blocksStack}>
      {blocks.map((block, index) => (
        <BlockView key={block.id} block={block} leading={index === 0} />
      ))}
    </div>
  );
}

const blocksStack = (theme: Theme) => css`
  ${stack(4)(theme)}
  margin-bottom: ${theme.space[6]};
  ${theme.media.down.md} {
    gap: ${theme.space[3]};
    margin-bottom: ${theme.space[4]};
  }
`;
