// The catalogue's own page (`pnpm --filter @shop/mf-catalog dev`): its pages on the shell's paths, inside the
// providers the shell gives them, against the real backend through the dev server's API proxy.
import { standaloneRoutes, startStandalone } from '@shop/remote-kit';
import { CATALOG_NAMESPACE, catalogTranslations } from './i18n/texts';
import { pages } from './remote';

const routes = standaloneRoutes(CATALOG_NAMESPACE, pages, {
  '/': 'Home',
  '/pc': 'Home',
  '/mobile': 'MobileHome',
  '/pc/product/:id': 'ProductDetail',
  '/pc/active/:code': 'Activity',
  '/pc/sort': 'Sort',
  '/pc/Magnifier': 'Magnifier',
});

const container = document.getElementById('root');
if (container)
  void startStandalone({ namespace: CATALOG_NAMESPACE, translations: catalogTranslations, routes, container });
