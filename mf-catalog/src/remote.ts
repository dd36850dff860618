// The remote's public surface, exposed as `./remote` (see RemoteModule in @shop/platform): its namespace, its
// texts, its pages and their warm-ups. Each page is its own chunk, fetched when the shell first shows it or warms
// it (a link to it hovered or focused), so this entry stays small. The names are the ones the shell's route table
// uses.
import { lazyPages, type RemoteModule } from '@shop/platform';
import { CATALOG_NAMESPACE, catalogTranslations } from './i18n/texts';

export const namespace: RemoteModule['namespace'] = CATALOG_NAMESPACE;

export const translations: RemoteModule['translations'] = catalogTranslations;

const load = {
  Home: () => import(/* webpackChunkName: "page-home" */ './pages/home-page'),
  MobileHome: () => import(/* webpackChunkName: "page-mobile-home" */ './pages/mobile-home-page'),
  ProductDetail: () => import(/* webpackChunkName: "page-product-detail" */ './pages/product-detail-page'),
  Activity: () => import(/* webpackChunkName: "page-activity" */ './pages/activity-page'),
  Sort: () => import(/* webpackChunkName: "page-sort" */ './pages/sort-page'),
  Magnifier: () => import(/* webpackChunkName: "page-magnifier" */ './pages/magnifier-page'),
};

export const pages = lazyPages(load) satisfies RemoteModule['pages'];

/** The header links into the catalogue lead home: its page chunk (its data depends on the URL it opens). */
export const preload = {
  Home: () => load.Home(),
} satisfies RemoteModule['preload'];
