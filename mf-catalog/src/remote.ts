// The remote's public surface, exposed as `./remote` (see RemoteModule in @shop/platform): its namespace, its
// texts and its pages. Each page is its own chunk, fetched when the shell first shows it, so this entry stays
// small. The names are the ones the shell's route table uses.
import { lazy } from 'react';
import type { RemoteModule } from '@shop/platform';
import { CATALOG_NAMESPACE, catalogTranslations } from './i18n/texts';

export const namespace: RemoteModule['namespace'] = CATALOG_NAMESPACE;

export const translations: RemoteModule['translations'] = catalogTranslations;

export const pages = {
  Home: lazy(() => import(/* webpackChunkName: "page-home" */ './pages/home-page')),
  MobileHome: lazy(() => import(/* webpackChunkName: "page-mobile-home" */ './pages/mobile-home-page')),
  ProductDetail: lazy(() => import(/* webpackChunkName: "page-product-detail" */ './pages/product-detail-page')),
  Activity: lazy(() => import(/* webpackChunkName: "page-activity" */ './pages/activity-page')),
  Sort: lazy(() => import(/* webpackChunkName: "page-sort" */ './pages/sort-page')),
  Magnifier: lazy(() => import(/* webpackChunkName: "page-magnifier" */ './pages/magnifier-page')),
} satisfies RemoteModule['pages'];
