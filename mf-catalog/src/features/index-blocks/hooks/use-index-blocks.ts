import { getIndexBlock, type IndexBlock } from '@shop/api/calls';
import { useCall, useLocale } from '@shop/platform';

/** The home page's content blocks in display order; `only` keeps one kind (the campaign page shows banners). */
export function useIndexBlocks(only?: IndexBlock['type']) {
  const { data, error, mutate } = useCall(getIndexBlock, { locale: useLocale() }, { revalidateOnFocus: false });
  return {
    blocks: data ? data.blocks.filter((block) => only === undefined || block.type === only) : undefined,
    error: error as unknown,
    retry: () => void mutate(),
  };
}
