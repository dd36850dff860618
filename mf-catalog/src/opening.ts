// What each page's first screen reads (decision 047): the shell's server reads it before rendering the page once,
// preloads it from the page's HTML and warms it when a link to the page is hovered.
import { getCategories, getIndexBlock, getProduct, getShipFromCountries, listProducts } from '@shop/api/calls';
import {
  openingCall,
  OPENS_WITH_NOTHING,
  type OpeningAddress,
  type PageOpening,
  type PageOpenings,
} from '@shop/platform';
import { readListQuery, type ListDefaults } from './features/list-query/lib/list-query';

/**
 * A catalogue browser (home, a campaign): its content blocks, the filters' categories and countries, and the list
 * the address's query describes. A visitor's price range is not sent (`useProductList`): the backend ignores it.
 */
const browser = (defaults: ListDefaults): PageOpening => ({
  calls: ({ query, locale, signedIn }: OpeningAddress) => {
    const list = readListQuery(query, defaults);
    return [
      openingCall(getIndexBlock, { locale }),
      openingCall(getCategories, { locale }),
      openingCall(getShipFromCountries, { locale }),
      openingCall(listProducts, signedIn ? list : { ...list, price_min: undefined, price_max: undefined }),
    ];
  },
});

export const opening = {
  Home: browser({ sort: 'newest_desc' }),
  MobileHome: browser({ sort: 'newest_desc' }),
  Activity: browser({ sort: 'sales_desc' }),
  ProductDetail: { calls: ({ params, locale }) => [openingCall(getProduct, { id: Number(params.id), locale })] },
  Sort: OPENS_WITH_NOTHING,
  Magnifier: OPENS_WITH_NOTHING,
  // The lines are the tab's own (session storage): they are checked once the page runs, not on the server.
  QuickOrder: OPENS_WITH_NOTHING,
  MobileQuickOrder: OPENS_WITH_NOTHING,
} satisfies PageOpenings<'mf_catalog'>;
