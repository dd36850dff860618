// What each page's first screen reads (decision 047): the shell's server reads it before rendering the page once,
// preloads it from the page's HTML and warms it when a link to the page is hovered.
import { listBoxItems, listClaimableProducts } from '@shop/api/calls';
import { openingCall, type PageOpenings } from '@shop/platform';
import { BOX_PAGE_SIZE } from './features/box/hooks/use-box';
import { PRODUCTS_PAGE_SIZE } from './features/products/hooks/use-claimable-products';

/** The page number as the pages read it: anything but a number from 1 is the first page. */
const pageOf = (query: URLSearchParams) => Math.max(1, Number(query.get('page')) || 1);

export const opening = {
  Publish: {
    calls: ({ query }) => {
      const q = query.get('q') ?? '';
      return [
        openingCall(listClaimableProducts, {
          q: q === '' ? undefined : q,
          page: pageOf(query),
          page_size: PRODUCTS_PAGE_SIZE,
        }),
      ];
    },
  },
  CollectionBox: {
    calls: ({ query }) => [openingCall(listBoxItems, { page: pageOf(query), page_size: BOX_PAGE_SIZE })],
  },
} satisfies PageOpenings<'mf_publish'>;
